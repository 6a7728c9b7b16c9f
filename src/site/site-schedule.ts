import { loadSiteDir } from './load-site.ts'
import { scheduledChanges, type ScheduledChange } from './scheduled-changes.ts'

/**
 * The scheduled changes to come after `now` (ms) of the project at `root` (its pages/ as they are on disk: the
 * published checkout a server builds from), soonest first: scheduledChanges of its content. None when the site file
 * cannot be read; content with errors still has its schedule (the build that fails says why).
 */
export function siteSchedule(root: string, now: number, origin?: string): ScheduledChange[] {
  const { content } = loadSiteDir(root)
  return content ? scheduledChanges(content, now, origin) : []
}
