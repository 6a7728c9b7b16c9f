import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'
import { contentHash } from '../../lib/content-hash.ts'
import { changedFiles, type ChangedFile } from '../git/changed-files.ts'
import { history, restoreFile, versionChange } from '../git/history.ts'
import { repoState } from '../git/repo-state.ts'
import { sync } from '../git/sync.ts'
import { safePagesPath } from '../safe-path.ts'
import { describeChange } from './describe-changes.ts'
import { discardWithTranslations } from './discard-with-translations.ts'
import { fieldsOf } from './fields-of.ts'
import type { ChangeOwners } from './change-owners.ts'
import { namesInWords } from './names-in-words.ts'
import { asRefusal, publishSite } from './publish-site.ts'
import { Refusal } from './refusal.ts'
import { requestBuild } from './request-build.ts'
import { translationsDiscardedWith } from './translations-discarded-with.ts'
import type { ReopenedProposals } from './reopened-proposals.ts'
import type { Route } from './serve-routes.ts'
import type { TeamHooks } from './team-hooks.ts'

const query = (req: IncomingMessage, name: string) => new URL(req.url!, 'http://x').searchParams.get(name) ?? ''

/** A file under pages/ the studio may show, restore or discard: a content file or an image. */
function pagesFile(root: string, file: unknown): string {
  if (safePagesPath(root, file) || safePagesPath(root, file, 'media')) return file as string
  throw new Refusal(400, 'That is not a file of the site’s content.')
}

/**
 * What a change looked like when Changes listed it: a publish names what its person saw, and a change that became
 * something else since (a colleague saved the same file) is not published unseen.
 */
const seenOf = (c: ChangedFile) => contentHash(`${c.status}\n${c.after ?? ''}`)

function commitId(v: unknown): string {
  if (typeof v === 'string' && /^[0-9a-f]{7,40}$/.test(v)) return v
  throw new Refusal(400, 'That is not a version of the site.')
}

/** Runs `fn`, turning a git failure into a refusal the studio shows in plain words. */
const plain =
  <T>(fn: () => Promise<T>) =>
  async (): Promise<T> => {
    try {
      return await fn()
    } catch (e) {
      throw asRefusal(e)
    }
  }

/**
 * The studio's publishing requests: what changed since the last publish, publish or propose (only propose in review
 * mode), the history of the content with its versions, and keeping the copy current with what others published.
 */
export function gitRoutes(
  root: string,
  review: boolean,
  team: TeamHooks | undefined,
  serial: <T>(fn: () => Promise<T>) => Promise<T>,
  owners?: ChangeOwners,
  reopened?: ReopenedProposals,
): Record<string, Route> {
  const git = { root }
  const emailOf = (req: IncomingMessage) => team?.authorOf(req).email ?? ''
  const schemas = fieldsOf(root)
  const personOf = (req: IncomingMessage) => team?.authorOf(req).name ?? ''
  /** In the team studio, who saved a change other than this person (their own and unclaimed ones: undefined). */
  const othersOf = (req: IncomingMessage, file: string) => {
    const owner = owners?.ownerOf(file)
    return owner !== undefined && owner !== personOf(req) ? owner : undefined
  }
  // Files put back as an earlier version (Restore), by the hash of the text restored: a publish of these only, still
  // as restored, is a restore in the site's build list.
  const restored = new Map<string, string>()
  const hashNow = (file: string) => {
    const path = join(root, file)
    return contentHash(existsSync(path) ? readFileSync(path, 'utf8') : '')
  }
  return {
    'GET changes': (req) =>
      plain(async () => {
        const state = await repoState(git)
        const changed = await changedFiles(git)
        owners?.retain(changed.map((c) => c.file))
        const goes = translationsDiscardedWith(changed)
        const changes = changed.map((c) => {
          const by = othersOf(req, c.file)
          const translations = goes.get(c.file)
          // Colleagues who saved one's own change too: publishing it sends their work.
          const also = by ? [] : (owners?.alsoSaved(c.file).filter((name) => name !== personOf(req)) ?? [])
          return {
            ...describeChange(c, undefined, root),
            ...(owners ? { seen: seenOf(c) } : {}),
            ...(by ? { by } : {}),
            ...(also.length ? { also } : {}),
            ...(translations ? { translations } : {}),
          }
        })
        return {
          changes,
          branch: state.branch ?? null,
          upstream: state.upstream?.ref ?? null,
          ahead: state.ahead,
          behind: state.behind,
          review: review || (team?.reviewOnly(req) ?? false),
          ...(team ? { author: team.authorOf(req) } : {}),
        }
      })(),
    'GET change': (req) =>
      plain(async () => {
        const file = pagesFile(git.root, query(req, 'path'))
        const change = (await changedFiles(git)).find((c) => c.file === file)
        if (!change) throw new Refusal(404, 'That file has no change to show.')
        return { file, before: change.before ?? '', after: change.after ?? '' }
      })(),
    'POST discard-change': (req, body) =>
      plain(async () => {
        const file = pagesFile(git.root, body.file)
        const by = othersOf(req, file)
        if (by) throw new Refusal(403, `${by} saved this change: only they can discard it (or publish it).`)
        const files = await serial(() => discardWithTranslations(git, file, (f) => othersOf(req, f)))
        for (const f of files) restored.delete(f)
        owners?.release(files)
        return { discarded: body.file, files }
      })(),
    'POST publish': async (req, body) => {
      if ((review || team?.reviewOnly(req)) && body.propose !== true)
        throw new Refusal(403, 'This studio proposes changes for review: use Propose for review.')
      // In the team studio the change is published under the signed-in person's name, whatever the page sent, and
      // holds their own saved changes (and unclaimed ones): a colleague's stay here for them to publish or propose.
      const result = await serial(async () => {
        const sent = owners ? (await changedFiles(git)).filter((c) => !othersOf(req, c.file)) : undefined
        // What the page listed: a change saved since by someone else is looked at before it goes.
        const seen = body.seen && typeof body.seen === 'object' ? (body.seen as Record<string, unknown>) : undefined
        const unseen = seen ? (sent ?? []).filter((c) => seen[c.file] !== seenOf(c)) : []
        if (unseen.length) throw changedSince(unseen, owners, root)
        const only = sent?.map((c) => c.file)
        const restore = !!sent?.length && sent.every((c) => restored.get(c.file) === hashNow(c.file))
        // A proposal this person reopened is updated by their next one.
        const update = body.propose === true ? reopened?.of(emailOf(req)) : undefined
        const outcome = await publishSite(git.root, team ? { ...body, author: team.authorOf(req) } : body, only, update)
        if (outcome.kind === 'proposed' && update) reopened?.clear(emailOf(req))
        if (only && (outcome.kind === 'published' || outcome.kind === 'proposed')) owners?.release(only)
        if (outcome.kind === 'published' || outcome.kind === 'committed') for (const f of only ?? []) restored.delete(f)
        const names = namesInWords((sent ?? []).map((c) => describeChange(c, undefined, root).label))
        return { outcome, restore, names }
      })
      const { outcome, restore, names } = result
      if (outcome.kind === 'published' || outcome.kind === 'proposed')
        team?.done(req, outcome.kind === 'published' ? 'publish' : 'propose')
      // What visitors get changed (the shared site's version, or this copy's when it shares none): the site's server
      // builds it.
      if (outcome.kind === 'published' || outcome.kind === 'committed')
        return {
          ...outcome,
          ...(restore ? requestBuild(team, req, 'restore', names) : requestBuild(team, req, 'publish', names)),
        }
      return outcome
    },
    // ?path=pages/… : that file's history only.
    'GET history': (req) =>
      plain(async () => ({
        entries: (await history(git, 50, query(req, 'path') ? pagesFile(git.root, query(req, 'path')) : undefined)).map(
          (entry) => ({
            ...entry,
            files: entry.files.map((f) => ({
              ...f,
              label: describeChange({ file: f.file, status: f.status }, undefined, root).label,
            })),
          }),
        ),
      }))(),
    'GET version': (req) =>
      plain(async () => {
        const file = pagesFile(git.root, query(req, 'path'))
        const { before, after } = await versionChange(git, commitId(query(req, 'commit')), file)
        if (after === undefined) throw new Refusal(404, 'That file did not exist in this version.')
        // What this version changed in the file, field by field (all of it for a new file).
        const { fields = [] } = describeChange(
          { file, status: before === undefined ? 'added' : 'modified', before, after },
          schemas,
        )
        return { file, text: after, before: before ?? '', fields }
      })(),
    'POST restore': (req, body) =>
      plain(async () => {
        const [commit, file] = [commitId(body.commit), pagesFile(git.root, body.file)]
        const by = othersOf(req, file)
        if (by) throw new Refusal(409, `${by} has an unpublished change to this file: it waits for them first.`)
        await serial(async () => {
          await restoreFile(git, commit, file)
          restored.set(file, hashNow(file))
        })
        owners?.claim(personOf(req), [file])
        return { restored: body.file }
      })(),
    'POST sync': () => plain(() => serial(() => sync(git)))(),
  }
}

/** The refusal of a publish whose changes became something else since their person looked at them. */
function changedSince(unseen: ChangedFile[], owners: ChangeOwners | undefined, root: string): Refusal {
  const names = namesInWords(unseen.map((c) => describeChange(c, undefined, root).label))
  const who = [...new Set(unseen.flatMap((c) => owners?.alsoSaved(c.file) ?? []))]
  const it = unseen.length === 1 ? 'it' : 'them'
  return new Refusal(
    409,
    who.length
      ? `${namesInWords(who)} saved ${names} after Changes listed ${it}: look again, then publish.`
      : `${names} changed after Changes listed ${it}: look again, then publish.`,
  )
}
