import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Diagnostic } from '../../content/diagnostic.ts'
import { fileRole } from '../../content/routes.ts'
import { contentHash } from '../../lib/content-hash.ts'
import { singular } from '../../lib/singular.ts'
import { labelAtPath } from '../client/schema-tools.ts'
import type { JsonSchema } from '../client/studio-client.ts'
import { readData } from '../read-data.ts'
import { safePagesPath } from '../safe-path.ts'
import { schemaFor } from '../schema-for.ts'
import { labelOf } from './file-label.ts'
import type { LintCache } from './lint-cache.ts'
import type { DeleteCheck, IncomingLink } from './delete-check.ts'
import { Refusal } from './refusal.ts'
import { refuseLongName } from './refuse-long-name.ts'
import { routeOfFile } from './route-of-file.ts'
import { siteLanguages } from '../translate/site-languages.ts'
import { translationFile } from '../../content/translate/translation-status.ts'

/** The path of a content file the studio may delete: refused (4xx) for a name it does not edit, 404 when gone. */
function deletable(root: string, file: unknown): { file: string; path: string } {
  if (typeof file !== 'string' || !file) throw new Refusal(400, 'Say which file to delete.')
  refuseLongName(file)
  const path = safePagesPath(root, file)
  if (!path) throw new Refusal(403, `The studio deletes only pages and entries inside pages/; "${file}" is not one.`)
  if (!existsSync(path)) throw new Refusal(404, 'This page or entry does not exist any more: reload the list of files.')
  return { file, path }
}

const TEMPLATE = /^pages\/(?:[a-z0-9-]+\/)*\[[A-Za-z][A-Za-z0-9]*\]\.yaml$/

/** Why the site cannot do without `file`, in the editor's words; undefined when it can be deleted. */
function requiredBecause(file: string, requiredRoutes: readonly string[], data: unknown): string | undefined {
  const role = fileRole(file)
  switch (role.role) {
    case 'site':
      return 'The site settings hold what every page shares (company, menu, footer): the site cannot do without them.'
    case 'collection':
      return `This list holds every ${singular(role.name)} in one file: remove the ones you no longer want inside it instead.`
    case 'template': {
      const shows = (data as { collection?: unknown } | null)?.collection
      const what = typeof shows === 'string' ? singular(shows) : 'entry'
      return `This page makes the page of every ${what}: without it none of them would have a page.`
    }
    case 'notFound':
      return 'Visitors see this page when an address does not exist: the site cannot do without it.'
    case 'page':
      if (role.route === '/') return 'Home is the page visitors arrive at: the site cannot do without it.'
      if (requiredRoutes.includes(role.route))
        return `The site's menu and its specification need the page ${role.route}: change what it says instead.`
      return undefined
    case 'entry':
    case 'translation':
      return undefined
    default:
      return 'The studio deletes only pages and entries of collections.'
  }
}

/** Each file's schema of schema/, read once per check. */
function schemaOf(root: string, file: string, schemas: Map<string, JsonSchema | undefined>): JsonSchema | undefined {
  const name = schemaFor(file)
  if (!name) return undefined
  if (!schemas.has(name)) {
    try {
      schemas.set(name, JSON.parse(readFileSync(join(root, 'schema', name), 'utf8')) as JsonSchema)
    } catch {
      schemas.set(name, undefined)
    }
  }
  return schemas.get(name)
}

const dataOf = (text: string): unknown => {
  try {
    return readData(text)
  } catch {
    return undefined
  }
}

/**
 * What deleting `file` would do: why it is never deleted (home, the spec's fixed pages, the site settings, a
 * template), or every place in another file whose link or reference would then lead nowhere, found by the lint of
 * the site without the file (every link the schema marks and every Markdown link, as the build checks them).
 */
export function checkDelete(
  root: string,
  lint: LintCache,
  requiredRoutes: readonly string[],
  file: unknown,
): DeleteCheck & { path: string; text: string } {
  // A template page's name is one the studio does not open (it starts with "["), yet it deserves its reason.
  if (typeof file === 'string' && TEMPLATE.test(file))
    return {
      file,
      path: '',
      text: '',
      label: 'This template',
      required: requiredBecause(file, [], undefined),
      links: [],
    }
  const { file: name, path } = deletable(root, file)
  const text = readFileSync(path, 'utf8')
  const data = dataOf(text)
  const role = fileRole(name)
  const d = data as { title?: unknown; name?: unknown } | null | undefined
  const title = [d?.title, d?.name].find((t): t is string => typeof t === 'string')
  const label = labelOf(role, title, name, data)
  const required = requiredBecause(name, requiredRoutes, data)
  if (required) return { file: name, path, text, label, required, links: [] }
  const translations = translationsOf(root, name)
  const gone = new Set([name, ...translations])
  const links = describeLinks(
    root,
    lint.removing(name, undefined, translations).blocking.filter((x) => !gone.has(x.file)),
  )
  return { file: name, path, text, label, links, ...(translations.length ? { translations } : {}) }
}

/** Each diagnostic of another file as a place linking to the deleted file, named by its file's and field's labels. */
function describeLinks(root: string, broken: Diagnostic[]): IncomingLink[] {
  const schemas = new Map<string, JsonSchema | undefined>()
  const texts = new Map<string, unknown>()
  return broken.map((x): IncomingLink => {
    if (!texts.has(x.file)) texts.set(x.file, dataOf(readOr(join(root, x.file))))
    const other = texts.get(x.file)
    const o = other as { title?: unknown; name?: unknown } | null | undefined
    const otherTitle = [o?.title, o?.name].find((t): t is string => typeof t === 'string')
    const schema = schemaOf(root, x.file, schemas)
    return {
      file: x.file,
      label: labelOf(fileRole(x.file), otherTitle, x.file, other),
      field: schema && x.path ? labelAtPath(schema, other, x.path) : 'This file',
      path: x.path,
      line: x.line,
      col: x.col,
      message: x.message,
    }
  })
}

function readOr(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}

/** The translations of `file` on disk (about.es.yaml beside about.yaml), which a delete takes with it. */
function translationsOf(root: string, file: string): string[] {
  if (fileRole(file).role === 'translation') return []
  return siteLanguages(root)
    .slice(1)
    .map(({ code }) => translationFile(file, code))
    .filter((f) => existsSync(join(root, f)))
}

/** A page of this site to point links at instead: a path, without a query or an anchor. */
const REPLACEMENT = /^\/(?!\/)[^\s\\#?]*$/

/**
 * Deletes the page or entry `body.file` and its translations, as a change to publish like a save (the Changes panel
 * lists it, and Discard brings it back). Refused while it is one the site cannot do without (403), while anything links to it (409, the
 * places listed), and when it changed on disk since the editor opened it (`body.hash`, 409). With `body.replaceWith`
 * (a route of the site), the links to its page in other files are pointed there in the same step, when that leaves
 * no link or reference leading nowhere (else nothing is written, and what would remain is listed).
 */
export function deleteFile(
  root: string,
  drafts: Map<string, string>,
  lint: LintCache,
  requiredRoutes: readonly string[],
  body: Record<string, unknown>,
): { deleted: string; files: string[] } {
  const check = checkDelete(root, lint, requiredRoutes, body.file)
  if (check.required) throw new Refusal(403, `${check.label} cannot be deleted. ${check.required}`)
  if (typeof body.hash !== 'string') throw new Refusal(400, 'Open the file again, then delete it.')
  if (contentHash(check.text) !== body.hash)
    throw new Refusal(409, `${check.label} was changed since you opened it: open it again to see the change first.`)
  const { replaceWith } = body
  const overlay = new Map<string, string>()
  if (replaceWith !== undefined && check.links.length) {
    if (typeof replaceWith !== 'string' || !REPLACEMENT.test(replaceWith))
      throw new Refusal(400, 'Give the address of a page of this site to point the links to, e.g. /insights.')
    const route = routeOfFile(root, check.file)
    if (!route || route === replaceWith)
      throw new Refusal(400, 'Choose another page to point the links to than the one you delete.')
    const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const link = new RegExp(`(?<![\\w.-])${escaped}(?:#[\\w-]*)?(?![\\w/-])`, 'g')
    for (const file of new Set(check.links.map((l) => l.file))) {
      if (drafts.has(file))
        throw new Refusal(409, `Save or discard your changes to ${file} first: its links would change under them.`)
      const text = readOr(join(root, file))
      const changed = text.replace(link, replaceWith)
      if (changed !== text) overlay.set(file, changed)
    }
    const gone = new Set([check.file, ...(check.translations ?? [])])
    const left = lint.removing(check.file, overlay, check.translations).blocking.filter((x) => !gone.has(x.file))
    if (left.length) check.links = describeLinks(root, left)
    else check.links = []
  }
  const n = check.links.length
  if (n)
    throw new Refusal(
      409,
      `${check.label} is not deleted: ${n === 1 ? 'one place links' : `${n} places link`} to it. Change ` +
        `${n === 1 ? 'that link' : 'those links'} first (each is listed with a way to open it), then delete it.`,
      { links: check.links },
    )
  for (const [file, text] of overlay) {
    const path = safePagesPath(root, file)
    if (!path) throw new Refusal(403, `The studio writes only .yaml files inside pages/; "${file}" is not one.`)
    const temp = `${path}.studio-${process.pid}.tmp`
    writeFileSync(temp, text)
    renameSync(temp, path)
  }
  rmSync(check.path)
  drafts.delete(check.file)
  // Its translations go with it: a translation of nothing would stop the site's build.
  for (const file of check.translations ?? []) {
    const path = safePagesPath(root, file)
    if (path) rmSync(path, { force: true })
    drafts.delete(file)
  }
  return { deleted: check.file, files: [check.file, ...(check.translations ?? []), ...overlay.keys()] }
}
