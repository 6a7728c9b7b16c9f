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

/**
 * The hook with its drafts answered when the test says so (`answer`), as a busy server would, in order; `dirty`
 * false: the form as opened, nothing typed yet.
 */
function slowServer(dirty = true) {
  vi.useFakeTimers()
  const sent: { data: unknown }[] = []
  const pending: ((body: object) => void)[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)))
      const body = await new Promise<object>((resolve) => pending.push(resolve))
      return new Response(JSON.stringify(body), { status: 'status' in body ? Number(body.status) : 200 })
    }),
  )
  const errors: string[] = []
  let drafted = 0
  const hook = renderHook(
    ({ data, dirty = true }: { data: unknown; dirty?: boolean }) =>
      useDraftLint(
        { editing, data, dirty },
        () => drafted++,
        (message) => errors.push(message),
      ),
    { initialProps: { data: { heading: 'One' } as unknown, dirty } as { data: unknown; dirty?: boolean } },
  )
  const lintOf = (message: string) => ({
    text: '',
    diagnostics: [{ code: 'empty-value', severity: 'error', file: editing!.file, line: 1, col: 1, path: '', message }],
    others: [],
  })
  /** The form tells the hook a file opened as saved (see Studio.tsx's `show`). */
  const opened = async (data: unknown) => {
    await act(async () => {
      hook.result.current.saved('pages/about.yaml', data)
      await vi.advanceTimersByTimeAsync(0)
    })
  }
  const answer = async (body: object) => {
    await act(async () => {
      pending.shift()!(body)
      await vi.advanceTimersByTimeAsync(0)
    })
  }
  return { sent, hook, errors, drafted: () => drafted, lintOf, answer, opened }
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

  it('sends one draft at a time: what changed while one was linted goes next, the newest only', async () => {
    const { sent, hook, lintOf, answer } = slowServer()
    await wait(300)
    expect(sent.map((d) => d.data)).toEqual([{ heading: 'One' }])
    hook.rerender({ data: { heading: 'Two' } })
    await wait(300)
    hook.rerender({ data: { heading: 'Three' } })
    await wait(300)
    expect(sent).toHaveLength(1)
    await answer(lintOf('of one'))
    expect(sent.map((d) => d.data)).toEqual([{ heading: 'One' }, { heading: 'Three' }])
    await answer(lintOf('of three'))
    await wait(1000)
    expect(sent).toHaveLength(2)
    expect(hook.result.current.diagnostics.map((d) => d.message)).toEqual(['of three'])
  })

  it('never shows the lint or the error of data changed since: only the newest draft’s answer shows', async () => {
    const { hook, lintOf, answer, errors, drafted } = slowServer()
    await wait(300)
    hook.rerender({ data: { heading: 'Two' } })
    await wait(300)
    await answer(lintOf('of one, stale'))
    expect(hook.result.current.diagnostics).toEqual([])
    // Its text was kept all the same: the preview is fetched again.
    expect(drafted()).toBe(1)
    hook.rerender({ data: { heading: 'Three' } })
    await wait(300)
    await answer({ status: 500, message: 'The studio could not do that.' })
    expect(errors).toEqual([])
    await answer(lintOf('of three'))
    expect(hook.result.current.diagnostics.map((d) => d.message)).toEqual(['of three'])
  })

  it('a draft the server answers superseded changes nothing: no lint, no error, no preview fetched', async () => {
    const { hook, lintOf, answer, errors, drafted } = slowServer()
    await wait(300)
    await answer(lintOf('first'))
    hook.rerender({ data: { heading: 'Two' } })
    await wait(300)
    await answer({ superseded: true })
    expect(hook.result.current.diagnostics.map((d) => d.message)).toEqual(['first'])
    expect(errors).toEqual([])
    expect(drafted()).toBe(1)
  })

  it('lints a file as saved when it opens: its mistakes show before any edit, and no preview is fetched for it', async () => {
    const { sent, hook, lintOf, answer, errors, drafted, opened } = slowServer(false)
    await wait(1000)
    expect(sent).toEqual([])
    await opened({ heading: 'One' })
    expect(sent).toEqual([{ file: 'pages/about.yaml', data: { heading: 'One' }, create: false }])
    await answer(lintOf('Heading must be filled in'))
    expect(hook.result.current.diagnostics.map((d) => d.message)).toEqual(['Heading must be filled in'])
    expect(drafted()).toBe(0)
    // Opened again and failing (the studio stopped, say): the form says nothing of it, and shows no stale lint.
    await opened({ heading: 'One' })
    expect(hook.result.current.diagnostics).toEqual([])
    await answer({ status: 500, message: 'The studio could not do that.' })
    expect(errors).toEqual([])
  })

  it('an edit typed while the file’s saved lint is on its way is linted next, and only its answer shows', async () => {
    const { sent, hook, lintOf, answer, drafted, opened } = slowServer(false)
    await opened({ heading: 'One' })
    hook.rerender({ data: { heading: 'Typed' }, dirty: true })
    await wait(300)
    await answer(lintOf('of the saved file'))
    expect(hook.result.current.diagnostics).toEqual([])
    expect(sent.map((d) => d.data)).toEqual([{ heading: 'One' }, { heading: 'Typed' }])
    await answer(lintOf('of the edit'))
    expect(hook.result.current.diagnostics.map((d) => d.message)).toEqual(['of the edit'])
    expect(drafted()).toBe(1)
  })

  it('says an entry is closed as its newest lint answered, and not once the form is cleared', async () => {
    const { hook, lintOf, answer, opened } = slowServer(false)
    await opened({ status: 'filled' })
    await answer({ ...lintOf('none'), closed: true })
    expect(hook.result.current.closed).toBe(true)
    hook.rerender({ data: { status: 'open' }, dirty: true })
    await wait(300)
    await answer(lintOf('none'))
    expect(hook.result.current.closed).toBe(false)
    hook.rerender({ data: { status: 'filled' }, dirty: true })
    await wait(300)
    await answer({ ...lintOf('none'), closed: true })
    expect(hook.result.current.closed).toBe(true)
    act(() => hook.result.current.clear())
    expect(hook.result.current.closed).toBe(false)
  })
})
