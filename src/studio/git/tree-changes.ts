import { runGit, type GitOptions } from './run-git.ts'

/** One path that differs between two commits (or a commit and the index), with git's mode on each side. */
export interface TreeChange {
  file: string
  status: 'added' | 'modified' | 'deleted'
  /** 100644 a file, 100755 a program, 120000 a link, 160000 another repository (a submodule), 000000 absent. */
  before: string
  after: string
}

/** A change the studio never publishes, and why, in words an editor can pass on to a developer. */
export interface RefusedChange {
  file: string
  reason: string
}

const ABSENT = '000000'
const FILE = '100644'
const PROGRAM = '100755'

/**
 * Every path that differs between `from` and `to` (a commit or tree; the index of `opts` when `to` is undefined),
 * sorted, each with its modes. This one list is what the studio shows for review and what it commits or pushes.
 */
export async function treeChanges(opts: GitOptions, from: string, to?: string): Promise<TreeChange[]> {
  const args = ['diff', '--raw', '-z', '--no-renames', '--no-abbrev', ...(to ? [from, to] : ['--cached', from])]
  const fields = (await runGit(opts, args)).split('\0')
  const changes: TreeChange[] = []
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const match = /^:(\d{6}) (\d{6}) [0-9a-f]+ [0-9a-f]+ ([A-Z])/.exec(fields[i]!)
    if (!match) continue
    const [, before, after, letter] = match as unknown as [string, string, string, string]
    const status = letter === 'A' ? 'added' : letter === 'D' ? 'deleted' : 'modified'
    changes.push({ file: fields[i + 1]!, status, before, after })
  }
  return changes.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
}

/**
 * Why the studio may not publish this change (undefined: it may). Only files under pages/ (images included) are
 * content; a link, another repository, a hidden file (.gitattributes) or a file turned into a program never is.
 */
export function whyNotContent(change: TreeChange): string | undefined {
  const { file, before, after } = change
  const notFile = whyNotFile(change)
  if (notFile) return notFile
  if (!file.startsWith('pages/')) return `${file} is not part of the site’s content (pages/)`
  if (file.split('/').some((part) => part.startsWith('.'))) return `${file} is a hidden file, which is not content`
  const kept = before === after || before === ABSENT || after === ABSENT
  if (!kept || (before === ABSENT && after !== FILE) || ![ABSENT, FILE, PROGRAM].includes(after))
    return `${file} has its permissions changed (it would become a program)`
  return undefined
}

/** Why this change is not a plain file (a link or another repository, which a server could follow), or undefined. */
export function whyNotFile({ file, before, after }: TreeChange): string | undefined {
  if (before === '120000' || after === '120000') return `${file} is a link to another file`
  if (before === '160000' || after === '160000') return `${file} is another repository (a submodule)`
  return undefined
}

/** The changes the studio may not publish, each with its reason. */
export function refusedChanges(changes: TreeChange[]): RefusedChange[] {
  return changes.flatMap((change) => {
    const reason = whyNotContent(change)
    return reason ? [{ file: change.file, reason }] : []
  })
}

/**
 * A publish, proposal, restore or sync refused because it holds changes that are not content: nothing was published
 * or brought in. `message` says so in plain words and names every file; `refused` lists them.
 */
export class NotContentFailure extends Error {
  constructor(
    intro: string,
    readonly refused: RefusedChange[],
  ) {
    const shown = refused.slice(0, 5).map((r) => r.reason)
    const more = refused.length > shown.length ? `, and ${refused.length - shown.length} more` : ''
    super(`${intro} ${shown.join('; ')}${more}. The studio changes only the site’s content, so nothing was sent.`)
    this.name = 'NotContentFailure'
  }
}

/** Throws a NotContentFailure opening with `intro` when any of `changes` is not content. */
export function refuseNotContent(changes: TreeChange[], intro: string): void {
  const refused = refusedChanges(changes)
  if (refused.length) throw new NotContentFailure(intro, refused)
}
