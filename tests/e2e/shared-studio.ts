import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { codeHash } from '../../src/build/bundle-cache.ts'
import { hashTree } from '../../src/lib/hash-tree.ts'
import { buildStudio, type BuiltStudio } from '../../src/studio/team/studio-build.ts'
import { withProductionEnv } from '../helpers/production-env.ts'
import { scratchProject } from '../helpers/scratch-project.ts'

/**
 * The team studio's client (buildStudio) built once for the project's code and pages, in `.cache/e2e-studio/`, and
 * shared by every e2e file that starts a team studio on a scratch copy of the project: the first file builds it while
 * the others wait; a later run with the same code and pages reuses it.
 */
export async function sharedStudio(root = process.cwd()): Promise<BuiltStudio> {
  const h = createHash('sha256').update(codeHash(root)).update('production')
  hashTree(h, root, 'pages')
  const key = h.digest('hex').slice(0, 16)
  const home = join(root, '.cache/e2e-studio')
  const dir = join(home, key)
  const done = join(dir, 'built.json')
  const lock = `${dir}.lock`
  mkdirSync(home, { recursive: true })
  for (const started = Date.now(); ;) {
    if (existsSync(done)) return JSON.parse(readFileSync(done, 'utf8')) as BuiltStudio
    try {
      mkdirSync(lock)
      break
    } catch {
      // Another file builds it: wait (a lock older than five minutes was left by a killed run).
      if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 300_000)
        rmSync(lock, { recursive: true, force: true })
      if (Date.now() - started > 300_000) throw new Error(`${lock} held for five minutes: remove it if no test runs`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    if (existsSync(done)) return JSON.parse(readFileSync(done, 'utf8')) as BuiltStudio
    // Builds of other code or pages are not used again.
    for (const name of readdirSync(home)) if (name !== `${key}.lock`) rmSync(join(home, name), { recursive: true })
    const built = await withProductionEnv(() => buildStudio(scratchProject(root, join(dir, 'site'))))
    writeFileSync(`${done}.tmp`, JSON.stringify(built))
    renameSync(`${done}.tmp`, done)
    return built
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
