import fc from 'fast-check'
import type { Diagnostic } from '../content/diagnostic.ts'
import type { SourceFile } from '../content/source-file.ts'
import { ParseCache } from '../content/yaml/parse-cache.ts'
import { loadAndBuild } from './load-site.ts'

/** One way an editor (or a bad paste) can damage a file, applied to its lines. */
type Mutation = (lines: string[], rnd: (n: number) => number) => string[]

const SLIPS = [
  '\t',
  '\u00a0',
  '“',
  '”',
  '‘',
  '’',
  ': ',
  ' #',
  '- ',
  '"',
  "'",
  '|',
  '>',
  '&a ',
  '*a',
  '<<: *a',
  '[',
  '{',
  '\\',
]
const TAGS = ['!!js/function ', '!!binary ', '!foo ', '!!str ', '!!map ', '!<tag:x> ']

const mutations: Mutation[] = [
  // delete a line
  (l, r) => l.filter((_, i) => i !== r(l.length)),
  // duplicate a line
  (l, r) => {
    const i = r(l.length)
    return [...l.slice(0, i + 1), l[i]!, ...l.slice(i + 1)]
  },
  // shift a line's indentation by 1-4 columns either way
  (l, r) => {
    const i = r(l.length)
    const shift = r(8) - 4 || 1
    return l.map((x, j) =>
      j !== i ? x : shift > 0 ? ' '.repeat(shift) + x : x.replace(new RegExp(`^ {0,${-shift}}`), ''),
    )
  },
  // swap two neighbouring characters
  (l, r) => {
    const i = r(l.length)
    const line = l[i]!
    if (line.length < 2) return l
    const c = r(line.length - 1)
    return l.map((x, j) => (j !== i ? x : x.slice(0, c) + x[c + 1] + x[c] + x.slice(c + 2)))
  },
  // insert a character editors mistype or paste
  (l, r) => {
    const i = r(l.length)
    const line = l[i]!
    const c = r(line.length + 1)
    return l.map((x, j) => (j !== i ? x : x.slice(0, c) + SLIPS[r(SLIPS.length)] + x.slice(c)))
  },
  // a tag in front of a value
  (l, r) => {
    const i = r(l.length)
    return l.map((x, j) => (j !== i ? x : x.replace(/: (?=\S)/, `: ${TAGS[r(TAGS.length)]}`)))
  },
  // an anchor and aliases to it, sometimes many
  (l, r) => {
    const i = r(l.length)
    const n = [1, 5, 90, 300][r(4)]!
    return l.flatMap((x, j) =>
      j !== i ? [x] : [x.replace(/: (?=\S)/, ': &a '), ...Array.from({ length: n }, (_, k) => `k${k}: *a`)],
    )
  },
  // random bytes
  (l, r) => {
    const i = r(l.length)
    const junk = String.fromCharCode(...Array.from({ length: 1 + r(6) }, () => r(0x3000)))
    return l.map((x, j) => (j !== i ? x : x + junk))
  },
]

/** A mutated copy of one content file: 1-3 slips, from a seed. */
export function mutate(text: string, picks: number[]): string {
  let lines = text.split('\n')
  let k = 0
  const r = (n: number) => (n <= 0 ? 0 : picks[k++ % picks.length]! % n)
  const count = 1 + r(3)
  for (let m = 0; m < count; m++) lines = mutations[r(mutations.length)]!(lines, r)
  return lines.join('\n')
}

/** What must hold for any content: the loader returns (never throws) diagnostics that point into the file. */
export function checkDiagnostics(files: SourceFile[], diagnostics: Diagnostic[]): string | undefined {
  const byFile = new Map(files.map((f) => [f.file, f.text.split(/\r?\n/).length]))
  for (const d of diagnostics) {
    const lines = byFile.get(d.file)
    if (lines === undefined) return `diagnostic for a file that was not given: ${d.file}`
    if (!(d.line >= 1 && d.line <= lines + 1 && d.col >= 1))
      return `${d.file}:${d.line}:${d.col} is outside the file (${lines} lines)`
    if (!d.message || d.message.startsWith('Error')) return `${d.file}:${d.line}:${d.col} has no plain message`
  }
  return undefined
}

/**
 * The files a case lints: all of them but the entries of collection folders past the first two of each (the rest
 * adds time, not kinds of problem), the mutated file always included.
 */
function companions(files: SourceFile[], target: SourceFile): SourceFile[] {
  const seen = new Map<string, number>()
  return files.filter((f) => {
    const folder = /^pages\/_collections\/([^/]+)\//.exec(f.file)?.[1]
    if (!folder || f === target) return true
    seen.set(folder, (seen.get(folder) ?? 0) + 1)
    return seen.get(folder)! <= 2
  })
}

/**
 * The lint's property, for `runs` generated cases: one real file mutated at a time, the rest as they are. The lint
 * never throws, every diagnostic points into its file, and content with no error builds.
 */
export function fuzzContent(files: SourceFile[], runs: number, seed?: number): void {
  // Each case changes one file: the others are read once for the whole run.
  const parseCache = new ParseCache()
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: files.length - 1 }),
      fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
      (which, picks) => {
        const target = files[which]!
        const mutated = companions(files, target).map((f) => (f === target ? { ...f, text: mutate(f.text, picks) } : f))
        // Content with no error is built too: what the lint passes must build.
        const { result } = loadAndBuild(mutated, { parseCache })
        const problem = checkDiagnostics(mutated, result.diagnostics)
        if (problem) throw new Error(`${target.file}: ${problem}`)
      },
    ),
    { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
  )
}
