// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { bundleKey, codeHash } from '../../src/build/bundle-cache.ts'
import { scratchProject } from '../helpers/scratch-project.ts'
import { loadAndBuildDir } from '../../src/site/load-site.ts'

const scratch = mkdtempSync(join(tmpdir(), 'bundle-cache-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('the bundles’ key', () => {
  const project = scratchProject(process.cwd(), join(scratch, 'project'))
  const key = () => bundleKey(codeHash(project), project, loadAndBuildDir(project).built!)
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(join(project, file), change(readFileSync(join(project, file), 'utf8')))

  test('stays the same when an article changes, and changes with the site file, the code and the config', () => {
    const first = key()
    expect(key()).toBe(first)
    // An article is not in the bundles: its page is rendered, the bundles are the previous build's.
    edit('pages/_collections/articles/ai-driven-staffing-solutions.yaml', (t) =>
      t.replace(/^title: .*$/m, 'title: A New Title'),
    )
    expect(key()).toBe(first)
    // The site file is (virtual:site): its company name, its navigation…
    edit('pages/_site.yaml', (t) => t.replace(/^(\s+name: ).*$/m, '$1Cedar Ridge Consulting'))
    const siteChanged = key()
    expect(siteChanged).not.toBe(first)
    // The HTML template, and the dependencies' versions.
    edit('index.html', (t) => t.replace('</head>', '<!-- a change -->\n</head>'))
    const templateChanged = key()
    expect(templateChanged).not.toBe(siteChanged)
    edit('package.json', (t) => t.replace('"vite": "^', '"vite": ">='))
    expect(key()).not.toBe(templateChanged)
  })
})
