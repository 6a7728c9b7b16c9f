import { checkAuthor } from '../git/author.ts'
import { cleanMessage } from '../git/commit-message.ts'
import { ProposalChanged } from '../git/proposals.ts'
import { GitFailure } from '../git/run-git.ts'
import type { ProposalUpdate } from '../git/propose.ts'
import { publish, type PublishResult } from '../git/publish.ts'
import { NotContentFailure } from '../git/tree-changes.ts'
import { Refusal } from './refusal.ts'
import { StudioThread } from './studio-thread.ts'

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/**
 * Publish (or propose) what is saved under pages/: the whole-site content lint first, the same one CI runs
 * (`npm run lint:content`), refusing with every error when there is one; then the commit and the push.
 */
export async function publishSite(
  root: string,
  body: Record<string, unknown>,
  /** The team studio: only these changed files (the person's own). */
  only?: string[],
  /** A proposal the person reopened: proposing updates it. */
  update?: ProposalUpdate,
): Promise<PublishResult> {
  const author = body.author as { name?: unknown; email?: unknown } | undefined
  const name = text(author?.name)
  const email = text(author?.email)
  try {
    checkAuthor({ name, email })
  } catch {
    throw new Refusal(400, 'Give your name and e-mail address: the change is published under them.')
  }
  // As the history will keep it: a message of control characters only is no message.
  const message = cleanMessage(text(body.message), { email })
  if (!message)
    throw new Refusal(400, 'Write a few words about the change: they become its description in the history.')
  const resolutions =
    body.resolutions && typeof body.resolutions === 'object'
      ? Object.fromEntries(
          Object.entries(body.resolutions as Record<string, unknown>).filter(
            (e): e is [string, string] =>
              typeof e[1] === 'string' && /^pages\/[^\0]+$/.test(e[0]) && !e[0].includes('..'),
          ),
        )
      : undefined

  await lintFirst(root, false)
  try {
    return await publish(
      { root },
      {
        message,
        author: { name, email },
        propose: body.propose === true,
        ...(update ? { update } : {}),
        ...(only ? { only } : {}),
        ...(resolutions ? { resolutions } : {}),
        ...(typeof body.upstreamSeen === 'string' ? { upstreamSeen: body.upstreamSeen } : {}),
        // Others' changes and the editor's, each valid alone, can make an error together (an id used twice).
        beforePush: () => lintFirst(root, true),
      },
    )
  } catch (e) {
    throw asRefusal(e)
  }
}

/**
 * The whole-site content lint, made in the studio's worker (StudioThread); its errors refuse the publish with each
 * one listed.
 */
async function lintFirst(root: string, withOthers: boolean): Promise<void> {
  const errors = await StudioThread.of(root).siteErrors()
  if (!errors.length) return
  const count = errors.length === 1 ? 'one problem' : `${errors.length} problems`
  throw new Refusal(
    422,
    withOthers
      ? `Not published: together with the changes others published meanwhile, the site has ${count}: fix ${errors.length === 1 ? 'it' : 'them'} first. Nothing was sent.`
      : `Not published: ${count} in the site must be fixed first. Nothing was sent.`,
    { problems: errors.map(({ file, line, col, path, message }) => ({ file, line, col, path, message })) },
  )
}

/**
 * A git failure as the studio shows it: the plain message, git's own words folded under "details"; a change that is
 * not content, and a proposal that changed meanwhile, as the refusals they are.
 */
export function asRefusal(e: unknown): unknown {
  if (e instanceof GitFailure) return new Refusal(502, e.message, { details: e.details, kind: e.kind })
  if (e instanceof NotContentFailure) return new Refusal(422, e.message, { refused: e.refused })
  if (e instanceof ProposalChanged) return new Refusal(e.kind === 'gone' ? 404 : 409, e.message)
  return e
}
