import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parse, stringify } from 'yaml'
import type { CollectionRegistry } from '../content/collection.ts'
import { readContentDir } from '../content/read-content-dir.ts'
import { fileRole } from '../content/routes.ts'
import { siteModel } from './site-model.ts'
import { slugify } from '../content/slugify.ts'

export type Scaffolded = { ok: true; file: string; route?: string } | { ok: false; message: string }

/**
 * Writes a new, valid content file and never overwrites one: an entry of a collection (`article "Title"`,
 * `job "Title"`, or any collection by name) or a page (`page services/sap-successfactors`, optionally `--from`
 * an existing page). Entries start from the collection's example with today's date and the title given.
 */
export function scaffold(
  root: string,
  kind: string,
  name: string,
  {
    from,
    today = new Date().toISOString().slice(0, 10),
    registry = siteModel.collections,
  }: { from?: string; today?: string; registry?: CollectionRegistry } = {},
): Scaffolded {
  if (!name?.trim())
    return { ok: false, message: `say what to call it, e.g. npm run new -- ${kind} "Cloud Cost Control"` }
  if (kind === 'page') return newPage(root, name, from)
  const collection = Object.keys(registry).find((c) => c === kind || singular(c) === kind)
  if (!collection)
    return {
      ok: false,
      message: `"${kind}" is not something new can make: use page, ${Object.keys(registry).map(singular).join(', ')}`,
    }
  const def = registry[collection]!
  const id = slugify(name)
  if (!id) return { ok: false, message: `"${name}" has no letters or digits to make a file name from` }
  const file = `pages/_collections/${collection}/${id}.yaml`
  if (existsSync(join(root, file))) return { ok: false, message: `${file} already exists: choose another title` }
  const entry: Record<string, unknown> = { ...def.example }
  delete entry[def.idKey]
  delete entry.id
  for (const key of ['title', 'name']) if (key in entry) entry[key] = name
  for (const key of ['date', 'datePosted']) if (key in entry) entry[key] = today
  write(
    root,
    file,
    `# New ${singular(collection)}: replace the example values below.\n${stringify(entry, { blockQuote: 'literal', aliasDuplicateObjects: false, lineWidth: 110 })}`,
  )
  const template = templatePrefix(root, collection)
  return { ok: true, file, ...(template !== undefined ? { route: `${template}/${id}` } : {}) }
}

function newPage(root: string, path: string, from?: string): Scaffolded {
  const bare = path.replace(/^\/+|\/+$/g, '').replace(/\.yaml$/, '')
  const file = `pages/${bare}.yaml`
  const role = fileRole(file)
  if (role.role !== 'page')
    return {
      ok: false,
      message: `"${path}" cannot be a page: ${role.role === 'unknown' ? role.reason : 'that name is reserved'}`,
    }
  if (existsSync(join(root, file))) return { ok: false, message: `${file} already exists` }
  const title = titleOf(bare.split('/').pop()!)
  let text: string
  if (from) {
    const source = `pages/${from.replace(/^\/+|\/+$/g, '').replace(/\.yaml$/, '')}.yaml`
    if (!existsSync(join(root, source))) return { ok: false, message: `${source} does not exist` }
    text = readFileSync(join(root, source), 'utf8').replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`)
  } else {
    text = stringify({
      title,
      description: `${title}: what this page offers, in one or two sentences for search results.`,
      keywords: [title.toLowerCase()],
      sections: [
        { type: 'hero', variant: 'banner', heading: title, text: 'One or two sentences under the heading.' },
        { type: 'cta', heading: 'Ready to talk?', actions: [{ label: 'Contact Us', to: '/contact' }] },
      ],
    })
  }
  write(root, file, text)
  return { ok: true, file, route: role.route }
}

function write(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), text, { flag: 'wx' })
}

function titleOf(slug: string): string {
  return slug
    .split('-')
    .map((w) => (w.length <= 3 && /^(sap|it|ui|ux|ai)$/.test(w) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ')
}

/** The route prefix of the template page that shows a collection's entries, if any (pages/insights/[slug].yaml). */
function templatePrefix(root: string, collection: string): string | undefined {
  for (const { file, text } of readContentDir(root)) {
    const role = fileRole(file)
    if (role.role === 'template' && (parse(text) as { collection?: unknown } | null)?.collection === collection)
      return role.prefix
  }
  return undefined
}

function singular(collection: string): string {
  return collection.replace(/ies$/, 'y').replace(/s$/, '')
}
