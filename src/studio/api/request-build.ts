import type { IncomingMessage } from 'node:http'
import type { BuildCause } from './site-builds.ts'
import type { TeamHooks } from './team-hooks.ts'

/**
 * Asks the server that builds the public site, when there is one, for a build because `req` just published; the
 * answer's `build` names the build that will show it. The publish stands whatever happens here: a server that could
 * not take the request is logged, and its next build (a pull, a retry) shows the change.
 */
export function requestBuild(
  team: TeamHooks | undefined,
  req: IncomingMessage,
  kind: Extract<BuildCause['kind'], 'publish' | 'proposal-published' | 'restore'>,
  what: string,
): { build?: { id: string } } {
  const builds = team?.builds
  if (!builds) return {}
  try {
    return { build: { id: builds.request({ kind, who: team.authorOf(req).name, ...(what ? { what } : {}) }).id } }
  } catch (e) {
    console.error('studio: the site’s server did not take the build:', e)
    return {}
  }
}
