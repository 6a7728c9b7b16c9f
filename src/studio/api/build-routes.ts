import { readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'
import { readData } from '../read-data.ts'
import { siteTimeZone } from '../../content/visibility.ts'
import { Refusal } from './refusal.ts'
import type { Route } from './serve-routes.ts'
import type { SiteBuild } from './site-builds.ts'
import type { TeamHooks } from './team-hooks.ts'

const query = (req: IncomingMessage, name: string) => new URL(req.url!, 'http://x').searchParams.get(name) ?? ''

/** A build as a person of `role` sees it: the deploy step's output (a command's, which may name the host) is a publisher's. */
function shown(build: SiteBuild, publisher: boolean): SiteBuild {
  if (!build.deploy || publisher) return build
  return { ...build, deploy: { state: build.deploy.state, output: '' } }
}

/**
 * The site's time zone, in which the studio writes the moments of the schedule ("Goes live Mon 1 Dec, 09:00"): the
 * one the build decides them in (`timeZone` of pages/_site.yaml, else the engine's default).
 */
export function siteZoneOf(root: string): string {
  try {
    return siteTimeZone(readData(readFileSync(join(root, 'pages/_site.yaml'), 'utf8')) as { timeZone?: string })
  } catch {
    return siteTimeZone({})
  }
}

/**
 * The public site's builds, when the team studio runs inside the server that builds and serves it (`npm run live`):
 * the recent builds and the site's address (GET builds), one build (GET build?id=…), a failed build built again by
 * a publisher (POST retry-build {id}), and the coming scheduled changes (GET scheduled). None without that server.
 */
export function buildRoutes(root: string, team: TeamHooks | undefined): Record<string, Route> {
  const builds = team?.builds
  if (!team || !builds) return {}
  const publisher = (req: IncomingMessage) => !team.reviewOnly(req)
  const buildOf = (id: unknown) => {
    const build = typeof id === 'string' && id.length <= 200 ? builds.get(id) : undefined
    if (!build) throw new Refusal(404, 'That build is not in the site’s list any more: open the Site view again.')
    return build
  }
  return {
    'GET builds': (req) => ({
      publicUrl: builds.publicUrl,
      timeZone: siteZoneOf(root),
      builds: builds.list().map((b) => shown(b, publisher(req))),
    }),
    'GET build': (req) => shown(buildOf(query(req, 'id')), publisher(req)),
    'POST retry-build': (req, body) => {
      if (!publisher(req)) throw new Refusal(403, 'Only a publisher builds the site again: ask one to press Retry.')
      const build = buildOf(body.id)
      if (build.state !== 'failed') throw new Refusal(409, 'This build did not fail, so there is nothing to try again.')
      return { build: { id: builds.retry(build.id, team.authorOf(req).name).id } }
    },
    'GET scheduled': () => ({ scheduled: builds.scheduled(), timeZone: siteZoneOf(root) }),
  }
}
