import fc from 'fast-check'
import type { Diagnostic } from '../../src/content/diagnostic.ts'
import type { SourceFile } from '../../src/content/source-file.ts'
import { LoadCache } from '../../src/content/load/load-cache.ts'
import type { MediaIndex } from '../../src/media/media-index.ts'
import { describeMediaFile } from '../../src/media/scan-media.ts'
import { loadAndBuild } from '../../src/site/load-site.ts'
import { siteModel } from '../../src/site/site-model.ts'

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
/**
 * Files no page may use, in pages/_media/fuzz/ for every case: every SVG that tried to run code past the old check,
 * a decompression bomb's header, a header with no picture after it, an empty file, HTML named .png. Each must be an
 * error at its file, every time.
 */
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`
const HOSTILE: Record<string, Uint8Array> = {
  'script.svg': Buffer.from(svg('<script>alert(1)</script>')),
  'prefixed.svg': Buffer.from(svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>')),
  'html-script.svg': Buffer.from(svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>')),
  'hidden-handler.svg': Buffer.from(svg('<rect title="a>b" onload="alert(1)"/>')),
  'fill-address.svg': Buffer.from(svg('<rect fill="u\\72l(https://x.example/p.svg#g)"/>')),
  'bomb.png': pngHeader(60_000, 60_000),
  'tall.png': pngHeader(100, 20_000),
  'cut.png': pngHeader(100, 100),
  'empty.png': new Uint8Array(0),
  'page.png': Buffer.from('<!doctype html><script>alert(1)</script>'),
}
const HOSTILE_NAMES = Object.keys(HOSTILE)

/** The first 33 bytes of a PNG (signature and header) claiming `width`×`height`. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  bytes.set([8, 2, 0, 0, 0], 24)
  return bytes
}

/** `media` (the real pages/_media/) with the hostile files added under /media/fuzz/. */
export function withHostileMedia(media: MediaIndex): MediaIndex {
  const all = new Map(media)
  for (const [name, data] of Object.entries(HOSTILE)) {
    const file = describeMediaFile(`fuzz/${name}`, Buffer.from(data))
    all.set(file.path, file)
  }
  return all
}

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
  // nesting far past any content: brackets, braces or dashes, some never closed
  (l, r) => {
    const i = r(l.length)
    const n = [50, 250, 10_000][r(3)]!
    const open = ['[', '{a: ', '- '][r(3)]!
    const close = open === '[' ? ']' : open === '- ' ? '' : '}'
    const value = open.repeat(n) + (open === '[' ? '' : 'x') + (r(2) ? close.repeat(n) : '')
    return l.map((x, j) => (j !== i ? x : x.replace(/: .*$/, `: ${value}`)))
  },
  // many names at one place
  (l, r) => {
    const i = r(l.length)
    const n = [30, 300, 1_000][r(3)]!
    const indent = /^ */.exec(l[i]!)![0]
    return [...l.slice(0, i + 1), ...Array.from({ length: n }, (_, k) => `${indent}zk${k}: ${k}`), ...l.slice(i + 1)]
  },
  // an image pointed at one of the hostile files
  (l, r) => {
    const i = r(l.length)
    const name = HOSTILE_NAMES[r(HOSTILE_NAMES.length)]!
    return l.map((x, j) => (j !== i ? x : x.replace(/src: .*$/, `src: /media/fuzz/${name}`)))
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
export function checkDiagnostics(
  files: SourceFile[],
  diagnostics: Diagnostic[],
  media: MediaIndex = new Map(),
): string | undefined {
  const byFile = new Map(files.map((f) => [f.file, f.text.split(/\r?\n/).length]))
  for (const m of media.values()) byFile.set(m.file, 1)
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
export function fuzzContent(
  files: SourceFile[],
  runs: number,
  { seed, media }: { seed?: number | undefined; media?: MediaIndex } = {},
): void {
  // Each case changes one file: the others are read once for the whole run.
  const cache = new LoadCache(siteModel)
  const allMedia = withHostileMedia(media ?? new Map())
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: files.length - 1 }),
      fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
      (which, picks) => {
        const target = files[which]!
        const mutated = companions(files, target).map((f) => (f === target ? { ...f, text: mutate(f.text, picks) } : f))
        // Content with no error is built too: what the lint passes must build.
        const { result } = loadAndBuild(mutated, { cache, media: allMedia })
        const problem = checkDiagnostics(mutated, result.diagnostics, allMedia)
        if (problem) throw new Error(`${target.file}: ${problem}`)
        for (const name of HOSTILE_NAMES)
          if (!result.diagnostics.some((d) => d.file === `pages/_media/fuzz/${name}` && d.severity === 'error'))
            throw new Error(`pages/_media/fuzz/${name} was not refused`)
      },
    ),
    { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
  )
}
