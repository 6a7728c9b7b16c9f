import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { execGit, failureOf, type GitOptions } from './run-git.ts'

/** A run of lines of a file: the same on both sides, or a conflict (mine and theirs). Lines carry no newline. */
export interface ConflictSegment {
  same?: string[]
  mine?: string[]
  theirs?: string[]
}

/** A three-way merge: the merged text, or the file as segments when the same lines changed on both sides. */
export type MergeOutcome = { text: string } | { segments: ConflictSegment[] }

/** Long markers, so no line of content can pass for one. */
const MARKER_SIZE = 64
const OURS = '<'.repeat(MARKER_SIZE)
const SPLIT = '='.repeat(MARKER_SIZE)
const THEIRS = '>'.repeat(MARKER_SIZE)

/**
 * Merges the editor's text and the others' text from their common base with git's line merge, on scratch files
 * outside the repository: no file of the site ever holds conflict markers.
 */
export async function mergeTexts(opts: GitOptions, base: string, mine: string, theirs: string): Promise<MergeOutcome> {
  const dir = await mkdtemp(join(tmpdir(), 'studio-merge-'))
  try {
    const [minePath, basePath, theirsPath] = ['mine', 'base', 'theirs'].map((name) => join(dir, name)) as [
      string,
      string,
      string,
    ]
    await Promise.all([writeFile(minePath, mine), writeFile(basePath, base), writeFile(theirsPath, theirs)])
    const args = ['merge-file', '-p', `--marker-size=${MARKER_SIZE}`, '-L', 'mine', '-L', 'base', '-L', 'theirs']
    const out = await execGit(opts, [...args, minePath, basePath, theirsPath])
    // Exit code: 0 clean, 1..127 the number of conflicts, anything else an error.
    if (out.code < 0 || out.code > 127) throw failureOf(out.stderr)
    const text = out.stdout.toString('utf8')
    return out.code === 0 ? { text } : { segments: segmentsOf(text) }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The merged text with its conflict markers read back into segments. */
function segmentsOf(text: string): ConflictSegment[] {
  const segments: ConflictSegment[] = []
  let current: ConflictSegment | undefined
  let side: 'same' | 'mine' | 'theirs' = 'same'
  const lines = text.split('\n')
  if (lines.at(-1) === '') lines.pop()
  for (const line of lines) {
    if (line.startsWith(OURS)) {
      side = 'mine'
      current = { mine: [], theirs: [] }
      segments.push(current)
    } else if (line === SPLIT && side === 'mine') side = 'theirs'
    else if (line.startsWith(THEIRS) && side === 'theirs') {
      side = 'same'
      current = undefined
    } else {
      if (side === 'same' && !current) {
        current = { same: [] }
        segments.push(current)
      }
      current![side]!.push(line.replace(/\r$/, ''))
    }
  }
  return segments
}

/**
 * Whether a text holds a line that starts or ends a conflict (a resolution must not). A line of "=" alone is left
 * alone: Markdown underlines headings with it.
 */
export function hasConflictMarkers(text: string): boolean {
  return /^(<{7,}|>{7,})( |\r?$)/m.test(text)
}
