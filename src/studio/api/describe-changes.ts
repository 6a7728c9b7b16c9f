import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { fileRole } from '../../content/routes.ts'
import { singular } from '../../lib/singular.ts'
import type { FieldChange } from '../field-change.ts'
import type { ChangedFile } from '../git/changed-files.ts'
import { MEDIA_NOTES } from '../../media/media-dir.ts'
import { labelOf } from './file-label.ts'

/** A changed file as the Changes panel names it. */
export interface ChangeSummary {
  file: string
  status: ChangedFile['status']
  /** "Home", "About Us", the article's title, "Image team/office.jpg". */
  label: string
  /** The page's address, for a page. */
  route?: string
  /** "3 fields changed", "new article", "image added", "removed". */
  what: string
  /** Whether the panel can show a line diff (text files). */
  text: boolean
  /** The team studio: the colleague who saved this change (theirs to publish); absent for one's own. */
  by?: string
  /** The team studio: colleagues who saved one's own change too (publishing it sends their work); absent when none. */
  also?: string[]
  /** What the change was when listed: a publish names it, and one that became something else since is refused. */
  seen?: string
  /** Its translations whose changes its Discard takes back too (a new page's new translations); absent when none. */
  translations?: string[]
  /** With the file's schema: each field it changes, labelled as in the form ("Hero › Heading: A → B"). */
  fields?: FieldChange[]
}

const read = (text: string | undefined): unknown => {
  if (text === undefined) return undefined
  try {
    return parse(text, { uniqueKeys: false, maxAliasCount: 100 })
  } catch {
    return undefined
  }
}

/** How many values differ between two parsed files: each changed, added or removed text, number or switch. */
export function changedFieldCount(a: unknown, b: unknown): number {
  if (Object.is(a, b)) return 0
  const aBox = a !== null && typeof a === 'object'
  const bBox = b !== null && typeof b === 'object'
  if (!aBox || !bBox || Array.isArray(a) !== Array.isArray(b)) return Math.max(leaves(a), leaves(b), 1)
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  let n = 0
  for (const k of keys) n += changedFieldCount((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])
  return n
}

function leaves(v: unknown): number {
  if (v === undefined) return 0
  if (v === null || typeof v !== 'object') return 1
  return Object.values(v).reduce<number>((n, x) => n + leaves(x), 0)
}

/** The fields a file's change makes, from its two parsed versions (before undefined: a new file). */
export type FieldsOf = (file: string, before: unknown, after: unknown) => FieldChange[]

/**
 * The Changes panel's line for one changed file under pages/; with `fieldsOf` (and the text after known), the fields
 * it changes too. `root`: the project, where a template's translation finds its original's collection to be named by
 * ("Page for each job (template) (Spanish)": the translation names none).
 */
export function describeChange(change: ChangedFile, fieldsOf?: FieldsOf, root?: string): ChangeSummary {
  const { file, status } = change
  const verb = status === 'added' ? 'added' : status === 'deleted' ? 'removed' : 'replaced'
  if (file.startsWith('pages/_media/') && file !== MEDIA_NOTES) {
    const name = file.replace(/^pages\/_media\//, '')
    return { file, status, label: `Image ${name}`, what: `image ${verb}`, text: false }
  }
  // A developer's note kept with the content (pages/README.md): a file, never called an image.
  if (!file.endsWith('.yaml'))
    return { file, status, label: `File ${file.replace(/^pages\//, '')}`, what: `file ${verb}`, text: false }
  const role = fileRole(file)
  const before = read(change.before)
  const after = read(change.after)
  const data = after ?? before
  const d = data as { title?: unknown; name?: unknown } | null | undefined
  const title = [d?.title, d?.name].find((t): t is string => typeof t === 'string')
  const label = labelOf(role, title, file, withCollection(role, data, root))
  const route = role.role === 'page' ? role.route : undefined
  const kind =
    role.role === 'entry'
      ? singular(role.collection)
      : role.role === 'page'
        ? 'page'
        : role.role === 'translation'
          ? 'translation'
          : 'file'
  let what: string
  if (status === 'added') what = `new ${kind}`
  else if (status === 'deleted') what = 'removed'
  else if (before === undefined || after === undefined) what = 'changed'
  else {
    const n = changedFieldCount(before, after)
    what = n === 0 ? 'comments or layout changed' : `${n} field${n === 1 ? '' : 's'} changed`
  }
  const fields =
    fieldsOf && after !== undefined && !(status === 'modified' && before === undefined)
      ? fieldsOf(file, before, after)
      : undefined
  return { file, status, label, ...(route ? { route } : {}), what, text: true, ...(fields ? { fields } : {}) }
}

/** A template's translation's data with its original's `collection`, read from `root`, for its label. */
function withCollection(role: ReturnType<typeof fileRole>, data: unknown, root: string | undefined): unknown {
  if (root === undefined || role.role !== 'translation' || role.original.role !== 'template') return data
  try {
    const { collection } = (read(readFileSync(join(root, role.of), 'utf8')) ?? {}) as { collection?: unknown }
    return typeof collection === 'string' ? { ...(data as object | null), collection } : data
  } catch {
    // The original is gone or unreadable: the label names no collection.
    return data
  }
}
