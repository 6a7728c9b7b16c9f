/**
 * npm run compare-builds -- REF            builds REF (a commit, e.g. main) and the working tree, compares them
 * npm run compare-builds -- DIR_A DIR_B    compares two built sites
 *   --screens                              also compares every route's rendering in Chromium, 1280 and 375 px wide
 *
 * What a visitor receives must not change with a refactoring (src/build/compare-sites.ts; with --screens, what each
 * page looks like: scripts/bench/compare-screens.ts). Prints what differs and exits 1.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compareSites, filesOf, routesOf } from '../src/build/compare-sites.ts'
import { buildRef, buildWorkingTree, removeRef } from './bench/build-refs.ts'
import { compareScreens } from './bench/compare-screens.ts'

async function report(before: string, after: string, screens: boolean): Promise<number> {
  const diff = compareSites(before, after)
  const routes = routesOf(before).length
  console.log(
    diff.length
      ? diff.join('\n')
      : `identical: ${filesOf(before).length} files (HTML, page data, feeds, sitemap, headers)`,
  )
  if (!screens) return diff.length ? 1 : 0
  const moved = diff.length === 1 && diff[0]!.endsWith('(the same rules, in another order)')
  const looks = await compareScreens(before, after)
  console.log(
    looks.length
      ? looks.join('\n')
      : `every route looks the same: ${routes} routes at 1280 and 375 px, pixel for pixel`,
  )
  return looks.length || (diff.length && !moved) ? 1 : 0
}

async function main(argv: string[]): Promise<number> {
  const screens = argv.includes('--screens')
  const args = argv.filter((a) => a !== '--screens')
  if (args.length === 2) return report(args[0]!, args[1]!, screens)
  if (args.length !== 1) {
    console.error(
      'usage: npm run compare-builds -- REF [--screens]  |  npm run compare-builds -- DIR_A DIR_B [--screens]',
    )
    return 2
  }
  const scratch = mkdtempSync(join(tmpdir(), 'compare-builds-'))
  try {
    console.log(`building ${args[0]} and the working tree…`)
    return await report(buildRef(args[0]!, scratch), buildWorkingTree(scratch), screens)
  } finally {
    removeRef(scratch)
    rmSync(scratch, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main(process.argv.slice(2)))
