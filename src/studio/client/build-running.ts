import type { SiteBuild } from './studio-client.ts'

/** Whether a build may still change (queued or building): the studio asks for it again while it is. */
export function buildRunning(build: SiteBuild | undefined): boolean {
  return build?.state === 'queued' || build?.state === 'building'
}
