import type { SiteBuild } from './studio-client.ts'

/** What a finished build means for the editor, said once by the studio's live region; nothing before it ends. */
export function buildNews(build: SiteBuild | undefined): string {
  if (build?.state === 'live') return 'Live: your change is on the public site.'
  if (build?.state === 'failed') return 'The site’s build failed: the public site still shows the last good version.'
  return ''
}
