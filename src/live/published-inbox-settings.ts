import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { FormsSettings } from '../content/schema/site.ts'
import type { InboxSettings } from '../inbox/inbox-settings.ts'

/** A job's id as the site makes them: its file name in pages/_collections/jobs/. */
const JOB_ID = /^[a-z0-9][a-z0-9-]{0,199}$/

/**
 * What the inbox reads of the published site, from `dirs` in order (the published checkout, then the clone before
 * the first build): the forms block and the company of pages/_site.yaml, and a job's title from its file in
 * pages/_collections/jobs/. Each file is read again only when its modification time or size changes; the server
 * never loads the content as a whole. A site file that cannot be read keeps the last one that could; throws when
 * there never was one.
 */
export function publishedInboxSettings(dirs: readonly string[]): () => InboxSettings {
  const siteFile = cachedYaml((value) => {
    const site = value as { forms?: unknown; company?: { name?: unknown; email?: unknown } } | null
    const { name, email } = site?.company ?? {}
    if (typeof name !== 'string' || typeof email !== 'string') throw new Error('it names no company and e-mail')
    const forms = typeof site?.forms === 'object' && site.forms !== null ? (site.forms as FormsSettings) : undefined
    return { company: { name, email }, ...(forms ? { forms } : {}) }
  })
  const jobFile = cachedYaml((value) => {
    const job = value as { title?: unknown } | null
    return typeof job?.title === 'string' ? job.title : undefined
  })
  let last: Omit<InboxSettings, 'jobTitle'> | undefined
  const first = (path: string) => dirs.map((dir) => join(dir, path)).find((file) => stamp(file) !== undefined)

  const jobTitle = (id: string): string | undefined => {
    if (!JOB_ID.test(id)) return undefined
    const file = first(`pages/_collections/jobs/${id}.yaml`)
    try {
      return file ? jobFile(file) : undefined
    } catch {
      return undefined
    }
  }

  return () => {
    const file = first('pages/_site.yaml')
    try {
      if (!file) throw new Error('there is none')
      last = siteFile(file)
    } catch (error) {
      if (!last) throw new Error(`pages/_site.yaml could not be read: ${(error as Error).message}`, { cause: error })
    }
    return { ...last!, jobTitle }
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
