import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { dirname, join } from 'node:path'
import { contentHash } from '../../lib/content-hash.ts'
import { changedFiles } from '../git/changed-files.ts'
import { history } from '../git/history.ts'
import { listProposals, PROPOSAL_GONE, proposalFiles, publishProposal, reopenProposal } from '../git/proposals.ts'
import type { ChangeOwners } from './change-owners.ts'
import { describeChange } from './describe-changes.ts'
import { fieldsOf } from './fields-of.ts'
import { lintCommit } from './lint-commit.ts'
import { namesInWords } from './names-in-words.ts'
import { createPreviewSite } from './preview-site.ts'
import { asRefusal } from './publish-site.ts'
import { Refusal } from './refusal.ts'
import { requestBuild } from './request-build.ts'
import type { Route } from './serve-routes.ts'
import type { ReopenedProposals } from './reopened-proposals.ts'
import type { TeamHooks } from './team-hooks.ts'
import type { DevSite } from '../../site/dev-site.ts'

const query = (req: IncomingMessage, name: string) => new URL(req.url!, 'http://x').searchParams.get(name) ?? ''

/** A publisher's note on a proposal, with the version it was sent back at (a later version answers it). */
type Note = { note: string; by: string; at: string; commit?: string }
type Notes = Record<string, Note>

function branchOf(v: unknown): string {
  if (typeof v === 'string' && /^content\/[a-z0-9][a-z0-9._/-]{0,120}$/.test(v) && !v.includes('..')) return v
  throw new Refusal(400, 'That is not a proposal.')
}

/**
 * Proposals for review (`content/…` branches): listed with their changes in editor words (field by field) and any
 * note they were sent back with; previewed as they would be published; published (the editor stays the author) or
 * sent back with a note, by a publisher; reopened by their author, whose next proposal then updates it. In the team
 * studio an editor sees their own proposals and may not publish one.
 */
export function proposalRoutes(
  root: string,
  team: TeamHooks | undefined,
  serial: <T>(fn: () => Promise<T>) => Promise<T>,
  reopened: ReopenedProposals,
  owners?: ChangeOwners,
) {
  const git = { root }
  const schemas = fieldsOf(root)
  const notesFile = join(root, '.studio/notes.json')
  const readNotes = (): Notes => (existsSync(notesFile) ? (JSON.parse(readFileSync(notesFile, 'utf8')) as Notes) : {})
  const writeNotes = (notes: Notes) => {
    mkdirSync(dirname(notesFile), { recursive: true })
    writeFileSync(`${notesFile}.tmp`, JSON.stringify(notes, null, 2))
    renameSync(`${notesFile}.tmp`, notesFile)
  }
  const publisher = (req: IncomingMessage) => {
    if (team?.reviewOnly(req)) throw new Refusal(403, 'Only a publisher publishes or sends back a proposal.')
  }
  /** The person's key for what they reopened: their e-mail address in the team studio, "" in the local one. */
  const personOf = (req: IncomingMessage) => (team ? team.authorOf(req).email : '')
  /** Whether this person wrote the proposal (in the local studio, the one person there writes them all). */
  const isAuthor = (req: IncomingMessage, author: { email: string }) =>
    !team || author.email.toLowerCase() === team.authorOf(req).email.toLowerCase()
  /** In the team studio an editor reads only their own proposals; publishers read every one. */
  const mayRead = (req: IncomingMessage, author: { email: string }) => !team?.reviewOnly(req) || isAuthor(req, author)
  const refuseOthers = (req: IncomingMessage, author: { email: string }) => {
    if (!mayRead(req, author))
      throw new Refusal(403, 'This proposal is someone else’s: only its author and the publishers can open it.')
  }
  const plain = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn()
    } catch (e) {
      throw asRefusal(e)
    }
  }
  // The preview of a proposal: the disk with the proposal's files, built once per proposal tip.
  const previews = new Map<string, () => DevSite>()
  const previewOf = async (req: IncomingMessage, branch: string) => {
    const { author, files } = await plain(() => proposalFiles(git, branchOf(branch)))
    refuseOthers(req, author)
    const key = contentHash(JSON.stringify([branch, ...files]))
    let site = previews.get(key)
    if (!site) {
      site = createPreviewSite(root, files)
      previews.clear()
      previews.set(key, site)
    }
    return site()
  }

  const routes: Record<string, Route> = {
    'GET proposals': (req) =>
      plain(async () => {
        const notes = readNotes()
        const mineNow = reopened.of(personOf(req))
        const proposals = (await listProposals(git))
          .filter((p) => mayRead(req, p.author))
          .map((p) => {
            const note = notes[p.branch]
            // A note on an earlier version was answered by this one: the publisher sees it was, and what it said.
            const answered = note?.commit !== undefined && note.commit !== p.commit
            return {
              branch: p.branch,
              commit: p.commit,
              author: p.author,
              message: p.message,
              changes: p.files.map((f) => ({
                ...describeChange(f, schemas, root),
                // Which text the proposal starts from: the studio shows the proposal over a page still like it.
                ...(f.before !== undefined ? { fromHash: contentHash(f.before) } : {}),
              })),
              refused: p.refused,
              mine: isAuthor(req, p.author),
              ...(note ? { [answered ? 'answered' : 'returned']: { note: note.note, by: note.by, at: note.at } } : {}),
              ...(mineNow?.branch === p.branch ? { reopened: true } : {}),
            }
          })
        return { proposals, canPublish: !team?.reviewOnly(req) }
      }),
    'GET proposal-change': (req) =>
      plain(async () => {
        const branch = branchOf(query(req, 'branch'))
        const file = query(req, 'path')
        const proposal = (await listProposals(git)).find((p) => p.branch === branch)
        if (proposal) refuseOthers(req, proposal.author)
        const change = proposal?.files.find((f) => f.file === file)
        if (!change) throw new Refusal(404, 'That proposal has no change to that file.')
        return { file, before: change.before ?? '', after: change.after ?? '' }
      }),
    'POST publish-proposal': (req, body) => {
      publisher(req)
      return plain(async () => {
        const who = team ? team.authorOf(req) : (body.author as { name: string; email: string })
        const branch = branchOf(body.branch)
        // Exactly the version the publisher reviewed: a branch the editor changed since is not published.
        if (typeof body.commit !== 'string' || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(body.commit))
          throw new Refusal(400, 'Reload the list of proposals: it does not say which version you reviewed.')
        const reviewed = body.commit
        const result = await serial(() =>
          publishProposal(git, branch, who, reviewed, (commit) =>
            lintCommit(
              git,
              commit,
              (count) =>
                `Not published: with this proposal the site would have ${count}. Send it back so its author fixes ${count === 'one problem' ? 'it' : 'them'}. Nothing was sent.`,
            ),
          ),
        )
        if (result.kind === 'published') {
          const notes = readNotes()
          delete notes[String(body.branch)]
          writeNotes(notes)
          team?.done(req, 'proposal-published', String(body.branch))
          if (team?.builds) {
            // The pages it changed, for the site's build list: the version just published is the copy's latest.
            const [latest] = await history(git, 1)
            const files = latest?.commit === result.commit ? latest.files : []
            return {
              ...result,
              ...requestBuild(
                team,
                req,
                'proposal-published',
                namesInWords(files.map((f) => describeChange(f, undefined, root).label)),
              ),
            }
          }
        }
        return result
      })
    },
    'POST return-proposal': (req, body) => {
      publisher(req)
      const branch = branchOf(body.branch)
      const note = typeof body.note === 'string' ? body.note.trim().slice(0, 2000) : ''
      if (!note) throw new Refusal(400, 'Write a note saying what to change: the editor reads it with the proposal.')
      const by = team ? team.authorOf(req).name : 'A reviewer'
      // The version the publisher looked at: the author's next version answers the note.
      const commit =
        typeof body.commit === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(body.commit) ? body.commit : undefined
      writeNotes({
        ...readNotes(),
        [branch]: { note, by, at: new Date().toISOString(), ...(commit ? { commit } : {}) },
      })
      team?.done(req, 'proposal-returned', branch)
      return { returned: branch }
    },
    // The author takes their proposal back into the studio to change it; their next proposal updates it.
    'POST reopen-proposal': (req, body) =>
      plain(async () => {
        const branch = branchOf(body.branch)
        const proposal = (await listProposals(git)).find((p) => p.branch === branch)
        if (!proposal) throw new Refusal(404, PROPOSAL_GONE)
        if (!isAuthor(req, proposal.author))
          throw new Refusal(403, 'Only the person who proposed this change can reopen it.')
        const files = proposal.files.map((f) => f.file)
        const busy = (await changedFiles(git)).filter((c) => files.includes(c.file))
        if (busy.length)
          throw new Refusal(
            409,
            `${busy.map((c) => describeChange(c, undefined, root).label).join(', ')} already ${busy.length === 1 ? 'has' : 'have'} unpublished changes here: publish, propose or discard them first, then reopen this proposal.`,
          )
        const who = team ? team.authorOf(req) : proposal.author
        const result = await serial(() => reopenProposal(git, branch, who))
        if (result.kind === 'conflicts')
          throw new Refusal(
            409,
            'Someone published changes to the same lines since this was proposed, so it cannot be reopened as it is. Make the change again from the published page.',
          )
        owners?.claim(team ? team.authorOf(req).name : '', result.files)
        reopened.set(personOf(req), { branch, tip: result.tip })
        return { reopened: branch, files: result.files }
      }),
  }
  return { routes, previewOf }
}
