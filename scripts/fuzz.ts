/**
 * npm run fuzz: feeds generated slips of the real pages (deleted, duplicated or shifted lines, swapped characters,
 * tabs, odd quotes, tags, aliases, nesting 10,000 deep, thousands of names, images pointed at hostile files (SVGs
 * with scripts, a decompression bomb's header), random bytes) to the content lint and checks it never throws, points every
 * problem into its file, and that content it passes builds.
 *   npm run fuzz -- --runs 20000 [--seed 42]
 */
import { parseArgs } from 'node:util'
import { fuzzContent } from '../tests/helpers/fuzz-content.ts'
import { readContentDir } from '../src/content/read-content-dir.ts'
import { scanMedia } from '../src/media/scan-media.ts'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '2000' }, seed: { type: 'string' } } })
const runs = Number(values.runs)
const started = performance.now()
fuzzContent(readContentDir(process.cwd()), runs, {
  seed: values.seed === undefined ? undefined : Number(values.seed),
  media: scanMedia(process.cwd()),
})
console.log(
  `${runs} generated cases: the lint never threw, every problem pointed into its file, clean content built (${((performance.now() - started) / 1000).toFixed(1)} s)`,
)
