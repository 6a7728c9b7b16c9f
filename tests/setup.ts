import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { forgetPages } from '../src/app/page-store.ts'
import './hold-words.ts'

// The files of a worker share one jsdom and one module graph (vite.config.ts): each test leaves nothing behind.
afterEach(() => {
  cleanup()
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear()
  if (typeof localStorage !== 'undefined') localStorage.clear()
  forgetPages()
  vi.useRealTimers()
})
