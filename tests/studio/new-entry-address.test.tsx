import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newEntryHeading } from '../../src/studio/client/new-entry-heading.ts'
import { previewRoute } from '../../src/studio/client/preview-route.ts'
import type { FileInfo } from '../../src/studio/client/studio-client.ts'
import { useDraftLint } from '../../src/studio/client/use-draft-lint.ts'
import { useEditor, type Editor } from '../../src/studio/client/use-editor.ts'
import { useNewEntryAddress } from '../../src/studio/client/use-new-entry-address.ts'
import { addressSlug, MAX_NAME } from '../../src/studio/name-limits.ts'
import { nameFits } from '../../src/studio/safe-path.ts'

const FILES = [
  { file: 'pages/insights/[slug].yaml', role: 'template', route: '/insights/:slug', collection: 'articles' },
  { file: 'pages/_collections/articles/ai.yaml', role: 'entry', collection: 'articles', label: 'AI' },
  { file: 'pages/about.yaml', role: 'page', route: '/about', label: 'About' },
] as FileInfo[]
const OLD = 'pages/_collections/articles/the-future-of-sap.yaml'
const NEW = 'pages/_collections/articles/the-future-of-sap-in-logistics.yaml'

/** The studio's editor, draft lint and following address together, the requests they send caught. */
function studio() {
  vi.useFakeTimers()
  const sent: Record<string, unknown>[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)) as Record<string, unknown>)
      return new Response(JSON.stringify({ diagnostics: [], others: [] }), { status: 200 })
    }),
  )
  const hook = renderHook(() => {
    const editor = useEditor()
    const lint = useDraftLint(
      editor,
      () => {},
      () => {},
    )
    useNewEntryAddress(editor, lint, FILES)
    return editor
  })
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
  return { sent, hook, wait }
}

describe('a new entry before its first save', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is headed by its title as typed, else by what it is, never by its file name', () => {
    expect(newEntryHeading(NEW, { title: ' The Future of SAP in Logistics ' })).toBe('The Future of SAP in Logistics')
    expect(newEntryHeading(NEW, { title: '' })).toBe('New article')
    expect(newEntryHeading('pages/_collections/jobs/x.yaml', {})).toBe('New job')
    expect(newEntryHeading('pages/our-team.yaml', undefined)).toBe('New page')
  })

  it('is previewed at the route it will have', () => {
    const list = { files: FILES, routes: ['/', '/about', '/insights/ai'], media: [] }
    expect(previewRoute(list, NEW)).toBe('/insights/the-future-of-sap-in-logistics')
    expect(previewRoute(list, 'pages/services/sap-logistics.yaml')).toBe('/services/sap-logistics')
    expect(previewRoute(list, 'pages/about.yaml')).toBe('/about')
  })

  it("a page's translation is previewed at the address its form gives, saved or not", () => {
    const list = { files: FILES, routes: ['/', '/about', '/es'], media: [] }
    expect(previewRoute(list, 'pages/about.es.yaml', { slug: 'nosotros' })).toBe('/es/nosotros')
    expect(previewRoute(list, 'pages/index.es.yaml', {})).toBe('/es')
    // An address not written yet, or not one: the original's.
    expect(previewRoute(list, 'pages/about.es.yaml', { slug: '' })).toBe('/about')
    expect(previewRoute(list, 'pages/about.es.yaml', { slug: 'Nosotros!' })).toBe('/about')
  })

  it('a template is previewed as the page it makes for its first entry', () => {
    const list = { files: FILES, routes: ['/', '/insights', '/insights/ai', '/insights/page/2'], media: [] }
    expect(previewRoute(list, 'pages/insights/[slug].yaml')).toBe('/insights/ai')
    expect(previewRoute({ ...list, routes: ['/', '/insights'] }, 'pages/insights/[slug].yaml')).toBe('/')
    // Its translation as the translated page of the first entry, else as the original.
    const es = { file: 'pages/insights/[slug].es.yaml', role: 'translation', route: '/es/articulos/:slug' } as FileInfo
    const both = { ...list, files: [...FILES, es] }
    expect(previewRoute({ ...both, routes: [...list.routes, '/es/articulos/ia'] }, es.file)).toBe('/es/articulos/ia')
    expect(previewRoute(both, es.file)).toBe('/insights/ai')
  })

  it('follows its title: its draft moves to the new address, the old one is discarded, the form stays', async () => {
    const { sent, hook, wait } = studio()
    act(() => hook.result.current.begin(OLD, {}, { title: 'The Future of SAP' }, true))
    await wait(300)
    expect(sent).toEqual([{ file: OLD, data: { title: 'The Future of SAP' }, create: true }])
    act(() => hook.result.current.changeAt(['title'], 'The Future of SAP in Logistics'))
    await wait(300)
    await wait(300)
    expect(hook.result.current.editing).toMatchObject({ file: NEW, key: OLD, create: true })
    expect(sent.slice(1)).toEqual([
      { file: OLD, data: { title: 'The Future of SAP in Logistics' }, create: true },
      { file: OLD, discard: true },
      { file: NEW, data: { title: 'The Future of SAP in Logistics' }, create: true },
    ])
    // Not onto an existing entry's address; nor once the title is emptied.
    act(() => hook.result.current.changeAt(['title'], 'AI'))
    await wait(1000)
    act(() => hook.result.current.changeAt(['title'], ''))
    await wait(1000)
    expect(hook.result.current.editing!.file).toBe(NEW)
  })

  it('follows a title too long for a file name with an address cut after a whole word', async () => {
    const title = `The ${'Very '.repeat(40)}Long Title`
    expect(addressSlug(title)).toMatch(/^the(-very)+$/)
    expect(addressSlug(title).length).toBeLessThanOrEqual(MAX_NAME - 20)
    expect(addressSlug('x'.repeat(300))).toBe('x'.repeat(MAX_NAME - 20))
    expect(addressSlug('Diseñador UX/UI')).toBe('disenador-ux-ui')
    const { hook, wait } = studio()
    act(() => hook.result.current.begin(OLD, {}, { title: 'The Future of SAP' }, true))
    act(() => hook.result.current.changeAt(['title'], title))
    await wait(300)
    await wait(300)
    const file = hook.result.current.editing!.file
    expect(file).toBe(`pages/_collections/articles/${addressSlug(title)}.yaml`)
    expect(nameFits(`${file.replace(/\.yaml$/, '')}.es.yaml`)).toBe(true)
  })

  it('keeps an address given by hand, and an address once saved', async () => {
    const { sent, hook, wait } = studio()
    act(() => hook.result.current.begin(OLD, {}, { title: 'The Future of SAP' }, false))
    act(() => hook.result.current.changeAt(['title'], 'Something else'))
    await wait(1000)
    expect(hook.result.current.editing!.file).toBe(OLD)
    act(() => hook.result.current.markSaved({ hash: 'h', text: 'title: Something else\n' }))
    const before = sent.length
    act(() => hook.result.current.changeAt(['title'], 'Another title'))
    await wait(1000)
    expect(hook.result.current.editing!.file).toBe(OLD)
    expect(sent.slice(before).every((b) => b.file === OLD && !b.discard)).toBe(true)
  })

  it('shows no refusal of a draft sent as new once the file is saved: the data is on disk already', async () => {
    vi.useFakeTimers()
    const message = `${NEW} already exists: choose another name.`
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message }), { status: 409 })),
    )
    const errors: string[] = []
    const editing = { file: NEW, key: NEW, create: true } as Editor['editing']
    const hook = renderHook(
      ({ data }) =>
        useDraftLint(
          { editing, data, dirty: true },
          () => {},
          (m) => errors.push(m),
        ),
      { initialProps: { data: { title: 'One' } as unknown } },
    )
    await act(() => vi.advanceTimersByTimeAsync(300))
    expect(errors).toEqual([message])
    hook.result.current.created(NEW)
    hook.rerender({ data: { title: 'Two' } })
    await act(() => vi.advanceTimersByTimeAsync(300))
    expect(errors).toEqual([message])
  })
})
