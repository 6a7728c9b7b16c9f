import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { askGit } from '../git/run-git.ts'
import { repoState } from '../git/repo-state.ts'
import { readData } from '../read-data.ts'
import { safePagesPath } from '../safe-path.ts'
import { Refusal } from './refusal.ts'
import { routeOfFile } from './route-of-file.ts'
import { refuseLongName } from './refuse-long-name.ts'

const ORIGIN = /^https:\/\/[^/\s]+$/

/** The site's public origin: SITE_ORIGIN when the build is given one, else `origin` of pages/_site.yaml. */
function originOf(root: string): string | undefined {
  const given = process.env.SITE_ORIGIN?.replace(/\/+$/, '')
  if (given && ORIGIN.test(given)) return given
  try {
    const origin = (readData(readFileSync(join(root, 'pages/_site.yaml'), 'utf8')) as { origin?: unknown }).origin
    return typeof origin === 'string' && ORIGIN.test(origin) ? origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The address of `file`'s page on the public site (`url`), when it has a page and is published: the file is in
 * the version visitors get (the upstream's, else the last commit's). An unpublished new file, the site settings or
 * a collection's list get `url: null`.
 */
export async function liveAddress(
  root: string,
  file: string,
  /** The public site's address given by the server that serves it (SiteBuilds.publicUrl), over the site's own. */
  publicUrl?: string,
): Promise<{ url: string | null }> {
  refuseLongName(file)
  const path = safePagesPath(root, file)
  if (!path) throw new Refusal(403, `The studio shows only pages inside pages/; "${file}" is not one.`)
  if (!existsSync(path)) throw new Refusal(404, 'This page or entry does not exist any more: reload the list of files.')
  const route = routeOfFile(root, file)
  const origin = publicUrl?.replace(/\/+$/, '') || originOf(root)
  if (!route || !origin) return { url: null }
  try {
    const state = await repoState({ root })
    const published = state.upstream?.ref ?? state.head
    if (!published || (await askGit({ root }, ['cat-file', '-e', `${published}:${file}`])) === undefined)
      return { url: null }
  } catch {
    // Not a git copy, or git could not answer: nothing says the page is published.
    return { url: null }
  }
  return { url: origin + route }
}
