import { useEffect, useEffectEvent } from 'react'
import { fileRole } from '../../content/routes.ts'
import { addressSlug } from '../name-limits.ts'
import type { FileInfo } from './studio-client.ts'
import type { DraftLint } from './use-draft-lint.ts'
import type { Editor } from './use-editor.ts'

/** How long the title rests before the address follows it: the preview is not reloaded at every keystroke. */
const FOLLOW_MS = 300

/**
 * A new page or entry whose address was proposed from its title keeps following its title until its first save: the
 * address (its file, and the route the preview shows) becomes the title's slug, its draft moving with it. Not onto
 * an address taken by a file or a page, nor one the studio cannot make.
 */
export function useNewEntryAddress(editor: Editor, lint: Pick<DraftLint, 'discard'>, files: FileInfo[]) {
  const { editing, data } = editor
  const title = (data as { title?: unknown } | null | undefined)?.title
  const follow = useEffectEvent((from: string, to: string) => {
    // The draft at the old address goes: its preview and lint would stay behind.
    void lint.discard(from).catch(() => undefined)
    editor.move(to)
  })
  const from = editing?.create && editing.follows ? editing.file : undefined
  useEffect(() => {
    const slug = typeof title === 'string' ? addressSlug(title) : ''
    if (!from || !slug) return
    const to = from.replace(/[^/]+\.yaml$/, `${slug}.yaml`)
    const role = fileRole(to)
    if (to === from || (role.role !== 'page' && role.role !== 'entry')) return
    if (files.some((f) => f.file === to || (role.role === 'page' && f.route === role.route))) return
    const timer = setTimeout(() => follow(from, to), FOLLOW_MS)
    return () => clearTimeout(timer)
  }, [from, title, files])
}
