import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Editor } from '../../src/studio/client/use-editor.ts'
import { useDraftLint } from '../../src/studio/client/use-draft-lint.ts'

const editing = { file: 'pages/about.yaml', create: false } as Editor['editing']

/** The hook with unsaved data, its drafts caught as the server would get them (the bodies posted to the API). */
function draftLint() {
  vi.useFakeTimers()
  const sent: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)))
      return new Response(JSON.stringify({ text: '', diagnostics: [], others: [] }), { status: 200 })
    }),
  )
  const hook = renderHook(
    ({ data }) =>
      useDraftLint(
        { editing, data, dirty: true },
        () => {},
        () => {},
      ),
    {
      initialProps: { data: { heading: 'Typed' } as unknown },
    },
  )
  return { sent, hook }
}

const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })

describe('useDraftLint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('sends the unsaved data as the draft 300 ms after the last change', async () => {
    const { sent, hook } = draftLint()
    await wait(200)
    hook.rerender({ data: { heading: 'Typed more' } })
    await wait(299)
    expect(sent).toEqual([])
    await wait(1)
    expect(sent).toEqual([{ file: 'pages/about.yaml', data: { heading: 'Typed more' }, create: false }])
  })

  it('a discard right after a change is sent, and the draft still waiting is not sent after it', async () => {
    const { sent, hook } = draftLint()
    hook.rerender({ data: { heading: 'Moved, then discarded' } })
    await wait(100)
    await act(async () => {
      await hook.result.current.discard('pages/about.yaml')
    })
    await wait(1000)
    expect(sent).toEqual([{ file: 'pages/about.yaml', discard: true }])
  })
})
