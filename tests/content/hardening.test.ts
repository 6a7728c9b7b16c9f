import { describe, expect, it } from 'vitest'
import { formatReport } from '../../src/content/lint-content.ts'
import { loadSite } from '../../src/site/load-site.ts'
import { contentDirOptions } from '../../src/content/load-content-dir.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'

const real = readContentDir(process.cwd())
/** Error lines of the lint with one real file edited. */
function lintEdited(file: string, edit: (text: string) => string): string[] {
  const files = real.map((f) => (f.file === file ? { ...f, text: edit(f.text) } : f))
  return formatReport(loadSite(files, contentDirOptions(process.cwd())), files.length)
    .split('\n')
    .filter((l) => l.includes('  error  '))
}

describe('links are parsed as URLs, not matched by a prefix', () => {
  it('refuses an embedded map address with no host (it used to crash the pre-render)', () => {
    expect(lintEdited('pages/_site.yaml', (t) => t.replace(/mapEmbedUrl: .*/, 'mapEmbedUrl: "https://"'))).toEqual([
      expect.stringMatching(
        /^pages\/_site\.yaml:\d+:16 {2}error {2}company\.mapEmbedUrl: "https:\/\/" must be a full https:\/\/ address$/,
      ),
    ])
  })

  it('keeps redirects on the site (an external one used to blank every unknown job URL)', () => {
    const lines = lintEdited('pages/careers/apply/[jobId].yaml', (t) =>
      t.replace('redirect: /careers', 'redirect: https://elsewhere.example'),
    )
    expect(lines).toEqual([
      expect.stringMatching(
        /^pages\/careers\/apply\/\[jobId\]\.yaml:\d+:13 {2}error {2}ifMissing\.redirect: "https:\/\/elsewhere\.example" must be a path of this site/,
      ),
    ])
  })

  it('refuses image paths with backslashes or without a scheme (the browser would ask another host)', () => {
    for (const src of ['/\\\\host/x.png', '//host/x.png']) {
      const lines = lintEdited('pages/about.yaml', (t) =>
        t.replace(/src: \/media\/about\/office-discussion\.jpg/, `src: "${src}"`),
      )
      expect(lines, src).toHaveLength(1)
      expect(lines[0], src).toMatch(/sections\[0\]\.image\.src: /)
    }
  })
})
