/**
 * "Adding a section type = one new folder + one line, then `npm run schema`", proved on a scratch copy of the
 * project: a `quote` section type is added exactly as docs/adding-a-section-type.md says (tests/docs/docs.test.ts
 * holds that page's files to this test's), then it is checked by the type checker, the content lint (an error at its
 * line and column), the content guide, the build (rendered on the server), the browser (hydrated, no console error),
 * the section gallery and the studio's form.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { shareMediaCache } from '../helpers/scratch-project.ts'
import { createStaticServer } from '../../src/server/static-server.ts'
import { studioPlugin } from '../../src/studio/studio-plugin.ts'
import { depsCacheOf } from './dev-server.ts'
import { launchBrowser, watchConsole, formatProblems } from './helpers.ts'

/** The new section type's folder, as an engineer writes it. */
const QUOTE = {
  'schema.ts': `import Type from 'typebox'
import { Anchor, SectionType, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('quote'),
    id: Anchor,
    text: Text('What the client said', { title: 'Quote' }),
    author: Text('Who said it', { title: 'Said by' }),
    role: Type.Optional(Text('Their role and company', { title: 'Their role' })),
  },
  {
    title: 'Client quote',
    additionalProperties: false,
    description: 'A client quote, large, with who said it',
    examples: [{ type: 'quote', text: 'They staffed our SAP team in a week.', author: 'Dana Lee', role: 'CIO' }],
  },
)
`,
  'section.ts': `import type { Static } from 'typebox'
import { defineSection } from '../define-section.ts'
import { schema } from './schema.ts'

export type QuoteProps = Static<typeof schema>

export const quote = defineSection({ schema })
`,
  'Quote.tsx': `import { SectionFrame } from '../shared/SectionFrame.tsx'
import type { QuoteProps } from './section.ts'

/** A client quote with who said it. */
export function Quote({ id, text, author, role }: QuoteProps) {
  return (
    <SectionFrame type="quote" id={id}>
      <figure className="quote">
        <blockquote>
          <p>{text}</p>
        </blockquote>
        <figcaption>
          {author}
          {role && \`, \${role}\`}
        </figcaption>
      </figure>
    </SectionFrame>
  )
}
`,
  'quote.css': `.quote blockquote {
  margin: 0 0 var(--space-3);
  font-size: 1.5rem;
}
`,
}

const PAGE = (quote: string) => `title: Client Voices
description: What our clients say about working with Cedar Ridge Technologies on staffing and SAP projects.
keywords: [clients]
sections:
  - type: hero
    variant: banner
    heading: Client Voices
  - type: quote
${quote}`
const GOOD =
  '    text: Cedar Ridge had three SAP consultants on site within a week.\n    author: Maria Chen\n    role: CFO\n'

let scratch: string
let project: string
let browser: Browser
const run = (script: string, args: string[] = []) =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: project,
    encoding: 'utf8',
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  })

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'new-section-'))
  project = join(scratch, 'site')
  mkdirSync(project)
  // The code is copied (it changes here); the dependencies are the real ones.
  for (const entry of ['src', 'scripts', 'schema', 'pages', 'public'])
    cpSync(entry, join(project, entry), { recursive: true })
  for (const f of ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']) cpSync(f, join(project, f))
  symlinkSync(resolve('node_modules'), join(project, 'node_modules'), 'dir')
  // The scripts import test helpers (tests/helpers/), which the type check reads.
  symlinkSync(resolve('tests'), join(project, 'tests'), 'dir')
  shareMediaCache(process.cwd(), project)

  // 1. One new folder.
  mkdirSync(join(project, 'src/sections/quote'))
  for (const [name, text] of Object.entries(QUOTE)) writeFileSync(join(project, 'src/sections/quote', name), text)
  // 2. One line in the registry.
  const registry = join(project, 'src/sections/registry.ts')
  const lines = readFileSync(registry, 'utf8').split('\n')
  lines.splice(lines.lastIndexOf('}'), 0, "  quote: (await import('./quote/section.ts')).quote,")
  writeFileSync(registry, lines.join('\n'))
  // 3. npm run schema.
  run('scripts/build-schema.ts')
})

afterAll(async () => {
  await browser?.close()
  rmSync(scratch, { recursive: true, force: true })
})

describe('a new section type: one folder, one registry line, npm run schema', () => {
  test('the registry compiles with it, and the generated files know it', () => {
    // src/sections/ and what it imports: the new folder, the registry and the generated files are there; the rest of
    // src/, scripts/ and tests/ name no section type, and the suite's own typecheck reads them.
    writeFileSync(
      join(project, 'tsconfig.src.json'),
      JSON.stringify({ extends: './tsconfig.json', include: ['src/sections', 'src/virtual.d.ts'] }),
    )
    execFileSync(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', 'tsconfig.src.json'], {
      cwd: project,
    })
    expect(readFileSync(join(project, 'src/sections/components.ts'), 'utf8')).toContain(
      "quote: () => import('./quote/Quote.tsx').then((m) => m.Quote),",
    )
    expect(readFileSync(join(project, 'src/sections/sections.css'), 'utf8')).toContain("@import './quote/quote.css';")
    const schema = JSON.parse(readFileSync(join(project, 'schema/sections/quote.schema.json'), 'utf8'))
    expect(schema.description).toBe('A client quote, large, with who said it')
    const guide = readFileSync(join(project, 'pages/README.md'), 'utf8')
    expect(guide).toContain('[quote](#quote)')
    expect(guide).toContain('### quote\n\n**Client quote.** A client quote, large, with who said it.')
    expect(guide).toContain('| `author` | yes | text | **Said by.** Who said it |')
  })

  test('the lint checks it at line and column, and passes it when right', () => {
    writeFileSync(
      join(project, 'pages/client-voices.yaml'),
      PAGE('    text: We hired four engineers.\n    autor: Maria\n'),
    )
    let output = ''
    try {
      run('scripts/lint-content.ts')
    } catch (e) {
      output = (e as { stdout: string }).stdout
    }
    expect(output).toContain('pages/client-voices.yaml:10:5  error  sections[1]: unknown property "autor"')
    expect(output).toContain('hint: did you mean Said by (author:)?')
    writeFileSync(join(project, 'pages/client-voices.yaml'), PAGE(GOOD))
    expect(run('scripts/lint-content.ts')).toMatch(/^✔ content ok/)
  })

  test('the build renders it on the server, and the browser shows it hydrated', async () => {
    run('scripts/build.ts')
    const html = readFileSync(join(project, 'dist/client-voices/index.html'), 'utf8')
    expect(html).toContain(
      '<blockquote><p>Cedar Ridge had three SAP consultants on site within a week.</p></blockquote>',
    )
    expect(html).toMatch(/<section[^>]*class="section section--quote"/)

    const server = createStaticServer(join(project, 'dist'))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    try {
      browser = await launchBrowser()
      const context = await browser.newContext({ reducedMotion: 'reduce' })
      const page = await context.newPage()
      const problems = watchConsole(page)
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/client-voices`)
      await page.locator('.splash').waitFor({ state: 'detached', timeout: 8000 })
      await expect.poll(() => page.locator('main figure.quote figcaption').innerText()).toBe('Maria Chen, CFO')
      // A link of the shell works: the app hydrated and navigates on the client.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).first().click()
      await page.waitForURL('**/about')
      expect(formatProblems(problems)).toBe('')
      await context.close()
    } finally {
      server.close()
    }
  })

  test('the gallery shows its example, and the studio edits it in a form', async () => {
    const server: ViteDevServer = await createServer({
      root: project,
      configFile: join(project, 'vite.config.ts'),
      plugins: [studioPlugin()],
      cacheDir: depsCacheOf(project),
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0, strictPort: false },
    })
    await server.listen()
    const origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`
    try {
      browser ??= await launchBrowser()
      const context = await browser.newContext({
        baseURL: origin,
        viewport: { width: 1400, height: 900 },
        reducedMotion: 'reduce',
      })
      const page = await context.newPage()
      await page.goto('/_gallery')
      const item = page.locator('#gallery-quote .gallery-item').first()
      await item.locator('blockquote').filter({ hasText: 'They staffed our SAP team in a week.' }).waitFor({
        timeout: 60_000,
      })

      await page.goto('/_studio')
      await page.getByLabel('Search pages').fill('client-voices')
      // The list arrives once the studio's worker has read the content: the page's own button, not whatever is first.
      await page
        .getByRole('navigation', { name: 'Content files' })
        .getByRole('button', { name: /Client Voices/ })
        .click()
      // Its own form, not the one of a file open before.
      const form = page.getByRole('form', { name: /^Fields of Client Voices/ })
      await form.waitFor()
      const fields = form.locator('input, textarea')
      await expect
        .poll(
          async () => {
            for (const field of await fields.all())
              if ((await field.inputValue()) === 'Cedar Ridge had three SAP consultants on site within a week.')
                return true
            return false
          },
          { timeout: 30_000 },
        )
        .toBe(true)
      await context.close()
    } finally {
      await server.close()
    }
  }, 180_000)
})
