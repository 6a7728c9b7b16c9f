import { act, renderHook } from '@testing-library/react'
import { useRef, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DISK_EVERY_MS, useDiskChanges } from '../../src/studio/client/use-disk-changes.ts'
import { useEditor } from '../../src/studio/client/use-editor.ts'

const file = 'pages/contact.yaml'
const schema = {
  type: 'object',
  properties: { title: { type: 'string', title: 'Title' }, description: { type: 'string', title: 'Description' } },
}
const opened = { title: 'Contact', description: 'Talk to us' }

const mistake = [{ line: 2, col: 6, message: '`title` has no `:` after it', hint: 'add `:` after `title`' }]

/** An open form over a server whose file is now `disk` (saved by Dana), its requests counted by name. */
function formWithDisk(disk: object | undefined, unreadable?: typeof mistake) {
  vi.useFakeTimers()
  const asked: string[] = []
  // What the form was told each time it took the disk's version (its lint is asked of the file as saved, or cleared).
  const taken: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const name = url.replace('/_studio/api/', '').split('?')[0]!
      asked.push(name)
      const body =
        name === 'file-state'
          ? { hash: 'h2', by: { name: 'Dana', at: '2026-11-29T10:32:00.000Z' } }
          : { file, text: 'new text', data: disk, hash: 'h2', schema, ...(unreadable ? { unreadable } : {}) }
      return new Response(JSON.stringify(body), { status: 200 })
    }),
  )
  const hook = renderHook(() => {
    const editor = useEditor()
    const [status, setStatus] = useState('')
    const saving = useRef(false)
    const check = useDiskChanges(editor, saving, setStatus, (saved) => void taken.push(saved), false)
    return { editor, status, saving, check }
  })
  act(() => hook.result.current.editor.load({ file, text: 'old text', data: opened, hash: 'h1', schema }))
  const tick = () => act(() => vi.advanceTimersByTimeAsync(DISK_EVERY_MS))
  return { hook, asked, tick, taken }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the open form follows its file on disk', () => {
  it('shows a file broken elsewhere as its mistakes when nothing is unsaved, and keeps unsaved changes when there are', async () => {
    const clean = formWithDisk(undefined, mistake)
    await clean.tick()
    expect(clean.hook.result.current.editor.editing?.unreadable).toEqual(mistake)
    expect(clean.hook.result.current.status).toBe(
      'This file was changed elsewhere and now has a mistake to fix in a text editor',
    )
    expect(clean.taken).toEqual([undefined])
    clean.hook.unmount()
    vi.unstubAllGlobals()

    const typed = formWithDisk(undefined, mistake)
    act(() => typed.hook.result.current.editor.changeAt(['description'], 'Mine'))
    await typed.tick()
    const { editor, status } = typed.hook.result.current
    expect(editor.editing?.unreadable).toBeUndefined()
    expect(editor.data).toEqual({ ...opened, description: 'Mine' })
    expect(status).toBe(
      'This file was changed elsewhere and now has a mistake to fix in a text editor: your changes stay in the form, but cannot be saved until it is fixed',
    )
  })

  it('shows the form again once a broken file reads', async () => {
    const { hook, tick, taken } = formWithDisk({ ...opened, title: 'Reach us' })
    act(() =>
      hook.result.current.editor.load({
        file,
        text: 'broken',
        data: undefined,
        hash: 'h1',
        schema,
        unreadable: mistake,
      }),
    )
    await tick()
    const { editor, status } = hook.result.current
    expect(editor.editing?.unreadable).toBeUndefined()
    expect(editor.data).toEqual({ ...opened, title: 'Reach us' })
    expect(status).toBe('The file reads again: the form shows it')
    expect(taken).toEqual([{ file, data: { ...opened, title: 'Reach us' } }])
  })

  it('takes the new version when nothing is unsaved, and says who changed which field', async () => {
    const { hook, tick, taken } = formWithDisk({ ...opened, title: 'Reach us' })
    await tick()
    const { editor, status } = hook.result.current
    expect(editor.data).toEqual({ ...opened, title: 'Reach us' })
    expect(editor.editing?.hash).toBe('h2')
    expect(editor.dirty).toBe(false)
    expect(status).toMatch(/^Dana changed Title at .+: the form shows it now$/)
    // The form shows the file as saved: its lint is that of the new version.
    expect(taken).toEqual([{ file, data: { ...opened, title: 'Reach us' } }])
  })

  it('says a change saved by oneself in another window is one’s own', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'studio-user', content: 'Dana' })
    document.head.append(meta)
    try {
      const { hook, tick } = formWithDisk({ ...opened, title: 'Reach us' })
      await tick()
      expect(hook.result.current.status).toMatch(/^You changed Title in another window at .+: the form shows it now$/)
    } finally {
      meta.remove()
    }
  })

  it('merges a change to another field into the unsaved changes, which stay unsaved', async () => {
    const { hook, tick, taken } = formWithDisk({ ...opened, title: 'Reach us' })
    act(() => hook.result.current.editor.changeAt(['description'], 'Mine'))
    await tick()
    const { editor, status } = hook.result.current
    expect(editor.data).toEqual({ title: 'Reach us', description: 'Mine' })
    expect(editor.editing?.saved).toEqual({ ...opened, title: 'Reach us' })
    expect(editor.dirty).toBe(true)
    expect(status).toMatch(/^Dana changed Title at .+: the form shows it, with your unsaved changes$/)
    // Unsaved: the lint is the draft's, asked as after any change.
    expect(taken).toEqual([undefined])
  })

  it('keeps its own value of a field both changed, and its starting version, and says a save will ask, once', async () => {
    const { hook, tick, asked } = formWithDisk({ ...opened, title: 'Reach us' })
    act(() => hook.result.current.editor.changeAt(['title'], 'Mine'))
    await tick()
    const { editor, status } = hook.result.current
    expect(editor.data).toEqual({ ...opened, title: 'Mine' })
    expect(editor.editing?.hash).toBe('h1')
    expect(status).toMatch(/^Dana changed Title at .+, and you changed it too: saving will ask which to keep$/)
    await tick()
    expect(asked).toEqual(['file-state', 'file', 'file-state'])
  })

  it('says nothing of a change it was finding when the form’s own publish landed and asked for a quiet look', async () => {
    const { hook } = formWithDisk({ ...opened, title: 'Reach us' })
    const server = globalThis.fetch
    // Each request waits until the test lets it through.
    const waiting: (() => void)[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string, init?: RequestInit) =>
          new Promise<Response>((done) => waiting.push(() => void server(url, init).then(done))),
      ),
    )
    // The look every few seconds is under way…
    await act(() => vi.advanceTimersByTimeAsync(DISK_EVERY_MS))
    expect(waiting).toHaveLength(1)
    // …when the form's own publish lands and asks for a quiet look (this one waits for the other).
    await act(async () => void hook.result.current.check(true))
    while (waiting.length)
      await act(async () => {
        waiting.shift()!()
        await vi.advanceTimersByTimeAsync(0)
      })
    expect(hook.result.current.editor.data).toEqual({ ...opened, title: 'Reach us' })
    expect(hook.result.current.status).toBe('')
  })

  it('leaves the form alone while its own save is on its way', async () => {
    const { hook, tick, asked } = formWithDisk({ ...opened, title: 'Reach us' })
    hook.result.current.saving.current = true
    await tick()
    expect(asked).toEqual([])
    expect(hook.result.current.editor.data).toEqual(opened)
  })
})
