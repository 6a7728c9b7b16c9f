// @vitest-environment node
/**
 * `npm run build` runs scripts/build.ts as one bundled file (scripts/run-bundled.mjs): the bundle is cached until a
 * file it is made of changes, each module still finds what lies beside it, the script gets its arguments, and a script
 * that cannot be bundled runs through tsx with tsx's error.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const RUNNER = join(process.cwd(), 'scripts/run-bundled.mjs')
const dir = mkdtempSync(join(tmpdir(), 'run-bundled-'))
symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'))
mkdirSync(join(dir, 'lib'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const write = (file: string, text: string) => writeFileSync(join(dir, file), text)
const run = (...args: string[]) => spawnSync(process.execPath, [RUNNER, ...args], { cwd: dir, encoding: 'utf8' })

write(
  'lib/where.ts',
  `export const here: string = import.meta.url\nexport const word = (n: number): string => 'word ' + n\n` +
    // A script written for the browser, as the search index's merging module is: its words stay as they are.
    'export const script = `const base = new URL("./", import.meta.url)`\n',
)
write(
  'main.ts',
  `import { stringify } from 'yaml'\nimport { here, script, word } from './lib/where.ts'\n` +
    `console.log(JSON.stringify({ here, script, word: word(1), args: process.argv.slice(2), yaml: stringify({ a: 1 }).trim() }))\n`,
)

describe('a script run as one bundled file', () => {
  it('runs with its arguments, its packages, and each module its own import.meta.url (text that spells it kept)', () => {
    const result = run('main.ts', '--full', 'x')
    expect(result.stderr).toBe('')
    expect(JSON.parse(result.stdout)).toEqual({
      here: pathToFileURL(join(dir, 'lib/where.ts')).href,
      script: 'const base = new URL("./", import.meta.url)',
      word: 'word 1',
      args: ['--full', 'x'],
      yaml: 'a: 1',
    })
    expect(existsSync(join(dir, '.cache/run/main.mjs'))).toBe(true)
  })

  it('reuses the bundle while its files stay, and bundles again when one changes', () => {
    const bundle = join(dir, '.cache/run/main.mjs')
    const before = statSync(bundle).mtimeMs
    expect(JSON.parse(run('main.ts').stdout).word).toBe('word 1')
    expect(statSync(bundle).mtimeMs).toBe(before)
    write(
      'lib/where.ts',
      `export const here: string = import.meta.url\nexport const word = (n: number): string => 'mot ' + n\n`,
    )
    expect(JSON.parse(run('main.ts').stdout).word).toBe('mot 1')
  })

  it('a script that cannot be bundled runs through tsx, which names the file and fails', () => {
    write('broken.ts', `import { word } from './lib/where.ts'\nconsole.log(word(\n`)
    const result = run('broken.ts')
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('broken.ts')
  })
})
