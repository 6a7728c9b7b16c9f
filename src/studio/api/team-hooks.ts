import type { IncomingMessage } from 'node:http'
import type { SiteBuilds } from './site-builds.ts'

/** What the team server tells the API about each request, and learns from it. */
export interface TeamHooks {
  /** The signed-in person: their changes are published under this name. */
  authorOf: (req: IncomingMessage) => { name: string; email: string }
  /** Whether this person may only propose (an editor) rather than publish (a publisher). */
  reviewOnly: (req: IncomingMessage) => boolean
  /** A save, a proposal, a publish, a review that went through, for the audit log (`file`: the file or proposal). */
  done: (
    req: IncomingMessage,
    event: 'save' | 'delete' | 'propose' | 'publish' | 'proposal-published' | 'proposal-returned',
    file?: string,
  ) => void
  /** The server that builds and serves the public site (`npm run live`): each publish asks it for a build. */
  builds?: SiteBuilds
}
