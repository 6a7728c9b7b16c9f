import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { LANGUAGE_CODE, type FormsSettings } from '../content/schema/site.ts'
import { PAGE_SLUG } from '../content/translate/slugs.ts'
import type { InboxSettings } from '../inbox/inbox-settings.ts'

/** A job's id as the site makes them: its file name in pages/_collections/jobs/. */
const JOB_ID = /^[a-z0-9][a-z0-9-]{0,199}$/
const LANG = new RegExp(LANGUAGE_CODE)

/**
 * What the inbox reads of the published site, from the first of `dirs` that has a site file (the published checkout,
 * else the clone before the first build): the forms block, the company and the languages of pages/_site.yaml, a job's title from its file
 * in pages/_collections/jobs/ (or its translation's, `<id>.<lang>.yaml`), and the careers page's translated slug.
 * Each file is read again only when its modification time or size changes; the server never loads the content as a
 * whole. A site file that cannot be read keeps the last one that could; throws when there never was one.
 */
export function publishedInboxSettings(dirs: readonly string[]): () => InboxSettings {
  const siteFile = cachedYaml((value) => {
    const site = value as {
      forms?: unknown
      company?: { name?: unknown; email?: unknown }
      languages?: unknown
    } | null
    const { name, email } = site?.company ?? {}
    if (typeof name !== 'string' || typeof email !== 'string') throw new Error('it names no company and e-mail')
    const forms = typeof site?.forms === 'object' && site.forms !== null ? (site.forms as FormsSettings) : undefined
    const languages = Array.isArray(site?.languages)
      ? site.languages.flatMap((l: { code?: unknown } | null) =>
          typeof l?.code === 'string' && LANG.test(l.code) ? [l.code] : [],
        )
      : []
    return { company: { name, email }, ...(forms ? { forms } : {}), ...(languages.length > 1 ? { languages } : {}) }
  })
  /** A file's `title` or `slug`, when it is text. */
  const textOf = (key: 'title' | 'slug') =>
    cachedYaml((value) => {
      const text = (value as Record<string, unknown> | null)?.[key]
      return typeof text === 'string' ? text : undefined
    })
  const titleOf = textOf('title')
  const slugOf = textOf('slug')
  let last: Omit<InboxSettings, 'jobTitle' | 'careersPath'> | undefined
  // Every file is read from one folder: the first of `dirs` with a site file. Falling back file by file would take
  // a job the published site lacks from the clone, where an editor's unreviewed save would name it in the firm's
  // mail.
  const base = () => dirs.find((dir) => stamp(join(dir, 'pages/_site.yaml')) !== undefined)
  const first = (path: string) => {
    const dir = base()
    return dir !== undefined && stamp(join(dir, path)) !== undefined ? join(dir, path) : undefined
  }
  /** `read` of the file at `path` in that folder (undefined: it has none, or it cannot be read). */
  const readAt = (read: (file: string) => string | undefined, path: string) => {
    const file = first(path)
    try {
      return file ? read(file) : undefined
    } catch {
      return undefined
    }
  }
  const translated = (lang: string | undefined) => lang !== undefined && LANG.test(lang)

  const jobTitle = (id: string, lang?: string): string | undefined => {
    if (!JOB_ID.test(id)) return undefined
    const original = readAt(titleOf, `pages/_collections/jobs/${id}.yaml`)
    if (!original) return undefined
    return (translated(lang) && readAt(titleOf, `pages/_collections/jobs/${id}.${lang}.yaml`)) || original
  }
  const careersPath = (lang?: string): string | undefined => {
    if (lang === undefined) return '/careers'
    if (!translated(lang)) return undefined
    const slug = readAt(slugOf, `pages/careers.${lang}.yaml`)
    return slug && PAGE_SLUG.test(slug) ? `/${lang}/${slug}` : undefined
  }

  return () => {
    const file = first('pages/_site.yaml')
    try {
      if (!file) throw new Error('there is none')
      last = siteFile(file)
    } catch (error) {
      if (!last) throw new Error(`pages/_site.yaml could not be read: ${(error as Error).message}`, { cause: error })
    }
    return { ...last!, jobTitle, careersPath }
  }
}

/** A file's modification time and size, or undefined when it is missing. */
function stamp(file: string): string | undefined {
  try {
    const info = statSync(file)
    return `${info.mtimeMs}:${info.size}`
  } catch {
    return undefined
  }
}

/** Reads a YAML file through `read`, again only when the file changed. */
function cachedYaml<T>(read: (value: unknown) => T): (file: string) => T {
  const cache = new Map<string, { stamp: string; value: T }>()
  return (file) => {
    const now = stamp(file)
    const known = cache.get(file)
    if (known && known.stamp === now) return known.value
    const value = read(parse(readFileSync(file, 'utf8')))
    if (now) cache.set(file, { stamp: now, value })
    return value
  }
}
