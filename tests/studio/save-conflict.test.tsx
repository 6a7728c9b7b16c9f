import { act, renderHook } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useEditor } from '../../src/studio/client/use-editor.ts'
import { useSave } from '../../src/studio/client/use-save.ts'

const file = 'pages/contact.yaml'
const schema = {
  type: 'object',
  properties: { title: { type: 'string', title: 'Title' }, description: { type: 'string', title: 'Description' } },
}
const opened = { title: 'Contact', description: 'Talk to us' }
const theirs = { title: 'Reach us', description: 'Talk to us' }

/**
 * A form saving over a server that no longer has the version it started from (it restarted): the save is refused
 * with every difference as a conflict (title, description), the next one is saved. The saves' bodies are kept.
 */
function formAfterRestart() {
  const sent: Record<string, unknown>[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)))
      if (sent.length > 1)
        return new Response(JSON.stringify({ text: 't3', hash: 'h3', diagnostics: [], others: [] }), { status: 200 })
      const body = sent[0]!.data as typeof opened
      const conflicts = (['title', 'description'] as const)
        .filter((k) => body[k] !== theirs[k])
        .map((k) => ({ path: [k], theirs: theirs[k], mine: body[k] }))
      return new Response(
        JSON.stringify({
          message: 'refused',
          text: 't2',
          hash: 'h2',
          data: theirs,
          by: { name: 'Dana', at: '2026-11-29T10:32:00.000Z' },
          conflicts,
          merged: body,
        }),
        { status: 409 },
      )
    }),
  )
  const hook = savingForm(() => 'Contact')
  act(() => hook.result.current.editor.load({ file, text: 't1', data: opened, hash: 'h1', schema }))
  return { hook, sent }
}

/** A form with its save, whose status line is `status`; files are named by `labelOf`. */
function savingForm(labelOf: (file: string) => string) {
  return renderHook(() => {
    const editor = useEditor()
    const [status, setStatus] = useState('')
    const saving = useSave({
      editor,
      lint: { show: () => undefined },
      say: setStatus,
      labelOf,
      focusNext: () => undefined,
      onSaved: () => undefined,
    })
    return { editor, status, ...saving }
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('a save the server could not merge', () => {
  it('is merged from the version the form started from, and saved over the one on disk without a question', async () => {
    const { hook, sent } = formAfterRestart()
    act(() => hook.result.current.editor.changeAt(['description'], 'Mine'))
    await act(() => hook.result.current.save())
    expect(sent.map((b) => b.hash)).toEqual(['h1', 'h2'])
    expect(sent[1]!.data).toEqual({ title: 'Reach us', description: 'Mine' })
    expect(hook.result.current.conflict).toBeUndefined()
    expect(hook.result.current.status).toBe('Saved Contact')
    expect(hook.result.current.editor.data).toEqual({ title: 'Reach us', description: 'Mine' })
    expect(hook.result.current.editor.dirty).toBe(false)
  })

  it('asks only about the field both changed, and saves the choice over the version on disk', async () => {
    const { hook, sent } = formAfterRestart()
    act(() => hook.result.current.editor.changeAt(['title'], 'Get in touch'))
    await act(() => hook.result.current.save())
    expect(hook.result.current.conflict?.conflicts).toEqual([
      { path: ['title'], theirs: 'Reach us', mine: 'Get in touch' },
    ])
    expect(hook.result.current.status).toBe(
      'Dana changed a field you also changed since you opened it: choose which version to keep.',
    )
    await act(() => hook.result.current.settle(['Reach us']))
    expect(sent.map((b) => b.hash)).toEqual(['h1', 'h2'])
    expect(sent[1]!.data).toEqual(theirs)
    expect(hook.result.current.editor.data).toEqual(theirs)
  })
})

/**
 * The status after saving `file` (its `data` changed at `path` to `value`) when the server answers with `answer`
 * besides what every save answers; files are named by `labels`.
 */
async function statusAfterSave(
  answer: object,
  labels: Record<string, string>,
  { file, data, path, value }: { file: string; data: unknown; path: (string | number)[]; value: unknown },
) {
  const body = JSON.stringify({ text: 't2', hash: 'h2', diagnostics: [], others: [], ...answer })
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status: 200 })),
  )
  const hook = savingForm((f) => labels[f]!)
  act(() => hook.result.current.editor.load({ file, text: 't1', data, hash: 'h1', schema: {} }))
  act(() => hook.result.current.editor.changeAt(path, value))
  await act(() => hook.result.current.save())
  return hook.result.current.status
}

describe('a save that renamed an item in a translation too', () => {
  it('says which translation follows the new reference name', async () => {
    const status = await statusAfterSave(
      { translations: ['pages/_collections/services.es.yaml'] },
      {
        'pages/_collections/services.yaml': 'Services',
        'pages/_collections/services.es.yaml': 'Services (Español)',
      },
      {
        file: 'pages/_collections/services.yaml',
        data: { items: [{ id: 'it-staffing', title: 'IT Staffing' }] },
        path: ['items', 0, 'id'],
        value: 'tech-staffing',
      },
    )
    expect(status).toBe('Saved Services; the new reference name is in Services (Español) too')
  })
})

describe('a save whose translation could not follow its list', () => {
  it('says which translation to check, and where', async () => {
    const status = await statusAfterSave(
      { unfollowed: ['pages/about.es.yaml'] },
      { 'pages/about.yaml': 'About Us', 'pages/about.es.yaml': 'About Us (Español)' },
      { file: 'pages/about.yaml', data: { title: 'A' }, path: ['title'], value: 'About' },
    )
    expect(status).toBe(
      'Saved About Us; About Us (Español) could not follow changes that move and edit a list in one save: check its items in the Translations view',
    )
  })
})
