import { describe, expect, it } from 'vitest'
import { fuzzContent, mutate } from '../helpers/fuzz-content.ts'
import { loadSite } from '../../src/site/load-site.ts'
import { LoadCache } from '../../src/content/load/load-cache.ts'
import { siteModel } from '../../src/site/site-model.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import { scanMedia } from '../../src/media/scan-media.ts'
import { TEST_SEED } from '../helpers/test-seed.ts'

const real = readContentDir(process.cwd())
/**
 * The same 400 cases on every run (TEST_SEED): with this seed they damage every real file, each kind of slip 50
 * times or more. More with FUZZ_RUNS=…; a new random sample is `npm run fuzz -- --runs N` (2,000
 * by default), which prints its seed when a case fails.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 400)

describe('the content lint under generated damage (fast-check)', () => {
  it(`never throws and always points into the file, for ${RUNS} mutated copies of the real pages`, () => {
    fuzzContent(real, RUNS, { seed: TEST_SEED, media: scanMedia(process.cwd()) })
  }, 1_200_000)

  it('mutates for real: the generated files differ and mostly fail the lint', () => {
    const about = real.find((f) => f.file === 'pages/about.yaml')!
    const texts = Array.from({ length: 40 }, (_, i) => mutate(about.text, [i * 7919, i * 104729, i, 3 * i + 1, 11 * i]))
    expect(new Set(texts).size).toBeGreaterThan(30)
    // One cache for the 40 loads, as the studio keeps: the files left as they are are read once.
    const cache = new LoadCache(siteModel)
    const failing = texts.filter((text) =>
      loadSite(
        real.map((f) => (f === about ? { ...f, text } : f)),
        { cache },
      ).diagnostics.some((d) => d.severity === 'error'),
    )
    expect(failing.length).toBeGreaterThan(10)
  })

  it('turns an alias bomb into one problem at its place instead of a crash', () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      ...Array.from(
        { length: 9 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)}]`,
      ),
    ].join('\n')
    const result = loadSite([...real, { file: 'pages/bomb.yaml', text: bomb }])
    const mine = result.diagnostics.filter((d) => d.file === 'pages/bomb.yaml')
    expect(mine.length).toBeGreaterThanOrEqual(1)
    expect(mine[0]!.line).toBeGreaterThanOrEqual(1)
  })
})
