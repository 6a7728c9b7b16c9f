import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useUndoHistory } from '../../src/studio/client/use-undo-history.ts'

describe('the form’s undo history', () => {
  it('typing within a second is one step', () => {
    const { result } = renderHook(() => useUndoHistory<string>())
    act(() => result.current.reset('A'))
    act(() => result.current.change('AB'))
    act(() => result.current.change('ABC'))
    act(() => result.current.undo())
    expect(result.current.value).toBe('A')
    expect(result.current.canUndo).toBe(false)
  })

  it('the first change after another file is opened can be undone, however soon after the last one', () => {
    const { result } = renderHook(() => useUndoHistory<string>())
    act(() => result.current.reset('careers'))
    act(() => result.current.change('careers, mine'))
    // Another file opened at once (within the second), and changed at once.
    act(() => result.current.reset('about'))
    act(() => result.current.change('about, mine'))
    expect(result.current.canUndo).toBe(true)
    act(() => result.current.undo())
    expect(result.current.value).toBe('about')
  })

  it('a change after undoing to the start is a step of its own', () => {
    const { result } = renderHook(() => useUndoHistory<string>())
    act(() => result.current.reset('A'))
    act(() => result.current.change('AB'))
    act(() => result.current.undo())
    act(() => result.current.change('AX'))
    expect(result.current.canUndo).toBe(true)
  })
})
