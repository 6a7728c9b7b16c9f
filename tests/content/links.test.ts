import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatReport, lintContent } from '../../src/content/lint-content.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import { siteModel } from '../../src/site/site-model.ts'

// A link under pages/ or public/ could hand out any file of the machine that builds the site or runs the studio
// (the attack probe of issue 43 pointed one at the studio's accounts): it is an error at its path, never read.
let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'content-links-'))
  cpSync(join(process.cwd(), 'pages'), join(root, 'pages'), { recursive: true })
  mkdirSync(join(root, '.studio'))
  mkdirSync(join(root, 'public'))
  writeFileSync(join(root, '.studio/users.json'), '{"users": [{"name": "pat", "password": "scrypt$secret"}]}\n')
  symlinkSync('../.studio/users.json', join(root, 'pages/team.yaml'))
  symlinkSync('../../.studio/users.json', join(root, 'pages/_media/team.png'))
  symlinkSync('../.studio', join(root, 'pages/insights/private'))
  symlinkSync('../.studio/users.json', join(root, 'public/team-directory.json'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('links in the content', () => {
  it('are errors at their paths, and nothing is read through them', () => {
    const { result } = lintContent(root, siteModel)
    const errors = result.diagnostics.filter((d) => d.severity === 'error')
    expect(errors.map((d) => [d.file, d.line, d.col, d.message])).toEqual(
      ['pages/_media/team.png', 'pages/insights/private', 'pages/team.yaml', 'public/team-directory.json'].map(
        (file) => [file, 1, 1, 'this is a link to another file (a symbolic link), not a file of its own'],
      ),
    )
    expect(readContentDir(root).some((f) => f.text.includes('scrypt$secret'))).toBe(false)
    expect(formatReport(result, readContentDir(root).length)).toContain(
      'hint: remove the link and put a copy of the file here instead',
    )
  })
})
