import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { describe, expect, it } from 'vitest'

// The README and docs/ name files, npm scripts and each other: this holds them to the repository as it is, and the
// section-type how-to to the e2e test that performs it.

const root = process.cwd()
const DOCS = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => `docs/${name}`)
const PAGES = ['README.md', ...DOCS]
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const SCRIPTS: Record<string, string> = JSON.parse(read('package.json')).scripts
/** What the repository's root holds: a path whose first part is one of these is a path of ours. */
const TOP = readdirSync(root)
/** Made by builds, the studio and npm, never committed: named in the docs, checked nowhere. */
const NOT_COMMITTED = ['dist', '.cache', '.studio', 'node_modules']
/** Names of files the docs may give without their folder, by how they end. */
const SOURCE = /\.(ts|tsx|mts|mjs|js|json|ya?ml|md|css|html)$/
/** npm's own commands a doc may show (`npm ci`); any other `npm X` must be a script npm runs without `run`. */
const NPM_COMMANDS = ['ci', 'install', 'exec', 'run', 'run-script', 'view', 'ls', 'update', 'audit', 'pack', 'init']
/** The scripts `npm X` runs without `run`. */
const NPM_SHORTHANDS = ['test', 'start', 'stop', 'restart']

const HOW_TO = 'docs/adding-a-section-type.md'
const HOW_TO_TEST = 'tests/e2e/new-section-type.e2e.test.ts'

/** Markdown without its fenced blocks: they hold commands and other machines' configuration, not our paths. */
function withoutFences(text: string): string {
  return text.replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, '')
}

/** Each inline code span's words and each link's target, as written (a target without its #anchor). */
function namesIn(text: string): { name: string; link: boolean }[] {
  const prose = withoutFences(text)
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].flatMap((m) =>
    m[1]!.split(/\s+/).map((name) => ({ name, link: false })),
  )
  const links = [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => ({ name: m[1]!, link: true }))
  return [...spans, ...links]
}

/**
 * Whether a name is a path in the repository: path characters only (so no URL, route placeholder `<slug>`, glob,
 * shell variable or code), not from the file system's root (routes such as `/careers`, `/etc/…` examples), and either
 * under a folder of the repository's root or a source file's name. Link targets are paths whatever they look like.
 */
function repositoryPath(name: string, link: boolean): string | undefined {
  const path = link ? name.replace(/#.*$/, '') : name
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/')) return undefined
  if (link) return path
  if (!/^[\w.@[\]/-]+$/.test(path) || /^\.\w+$/.test(path)) return undefined
  const first = path.replace(/^(\.\.?\/)+/, '').split('/')[0]!
  return (path.includes('/') && TOP.includes(first)) || SOURCE.test(path) ? path : undefined
}

/** The paths a page names that exist neither from the repository's root nor from the page's folder. */
function missingPaths(file: string, text: string, madeByHowTo: (path: string) => boolean = () => false): string[] {
  const missing = new Set<string>()
  for (const { name, link } of namesIn(text)) {
    const path = repositoryPath(name, link)
    if (path === undefined) continue
    const fromRoot = posix.normalize(path)
    const fromPage = posix.normalize(posix.join(posix.dirname(file), path))
    if (NOT_COMMITTED.some((dir) => fromRoot === dir || fromRoot.startsWith(`${dir}/`))) continue
    if (existsSync(join(root, fromRoot)) || existsSync(join(root, fromPage)) || madeByHowTo(fromRoot)) continue
    missing.add(path)
  }
  return [...missing]
}

/** The page's code, in its order: each fenced block's lines and each inline code span. */
function codeIn(text: string): string[] {
  return [...text.matchAll(/^[ \t]*(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^[ \t]*\1[ \t]*$|`([^`\n]+)`/gm)].map(
    (m) => m[2] ?? m[3]!,
  )
}

/**
 * The npm commands a page's code shows that would not run. A command starts a line or follows `&&`, `;`, `|`, `:`
 * or a path (`/usr/bin/npm`), after any `NAME=value` settings: "the npm scripts" in a block of prose is no command.
 */
function unknownScripts(text: string, scripts: Record<string, string> = SCRIPTS): string[] {
  const wrong = new Set<string>()
  const command = /(?:^|[&;|:/])[ \t]*(?:[A-Z_]+=\S*[ \t]+)*npm[ \t]+(run(?:-script)?[ \t]+)?([a-z][\w:.-]*)/gm
  for (const [, run, name] of codeIn(text).flatMap((code) => [...code.matchAll(command)])) {
    const ok = run || NPM_SHORTHANDS.includes(name!) ? name! in scripts : NPM_COMMANDS.includes(name!)
    if (!ok) wrong.add(`npm ${run ?? ''}${name}`)
  }
  return [...wrong]
}

/** The anchors `#…` of links to a page of ours that match no heading of it (GitHub's rule for a heading's id). */
function missingAnchors(file: string, text: string): string[] {
  const missing: string[] = []
  for (const [, target, anchor] of withoutFences(text).matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)) {
    const page = target ? posix.normalize(posix.join(posix.dirname(file), target!)) : file
    if (!page.endsWith('.md') || !existsSync(join(root, page))) continue
    const ids = [...withoutFences(read(page)).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((m) =>
      m[1]!
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    )
    if (!ids.includes(anchor!)) missing.push(`${target}#${anchor}`)
  }
  return missing
}

/** The files of the e2e test's `quote` section type, as they are written to disk, by name. */
function howToFiles(): Map<string, string> {
  const test = read(HOW_TO_TEST)
  const quote = test.slice(test.indexOf('const QUOTE = {'), test.indexOf('const PAGE'))
  return new Map(
    [...quote.matchAll(/\n {2}'([^']+)': `((?:[^`\\]|\\.)*)`,/g)].map(([, name, body]) => [
      name!,
      body!.replace(/\\([`$\\])/g, '$1'),
    ]),
  )
}

describe('README.md and docs/', () => {
  it('name only files that exist', () => {
    const files = howToFiles()
    const test = read(HOW_TO_TEST)
    // The how-to's new files are the ones its e2e test writes (the quote folder) or reads in its copy of the project
    // after `npm run schema`.
    const madeByHowTo = (path: string) =>
      path.replace(/\/$/, '') === 'src/sections/quote' ||
      (posix.dirname(path) === 'src/sections/quote' && files.has(posix.basename(path))) ||
      test.includes(`join(project, '${path}')`)
    const missing = PAGES.flatMap((file) =>
      missingPaths(file, read(file), file === HOW_TO ? madeByHowTo : undefined).map((path) => `${file}: ${path}`),
    )
    expect(missing).toEqual([])
  })

  it('show only npm scripts that package.json has', () => {
    expect(PAGES.flatMap((file) => unknownScripts(read(file)).map((command) => `${file}: ${command}`))).toEqual([])
  })

  it('link only to headings that exist', () => {
    expect(PAGES.flatMap((file) => missingAnchors(file, read(file)).map((link) => `${file}: ${link}`))).toEqual([])
  })

  it('are all linked from the README, which shows npm test and fits on one screen', () => {
    const readme = read('README.md')
    const linked = namesIn(readme)
      .filter((n) => n.link)
      .map((n) => n.name.replace(/#.*$/, ''))
    expect(DOCS.length).toBeGreaterThan(5)
    expect(DOCS.filter((doc) => !linked.includes(doc))).toEqual([])
    expect(readme).toContain('`npm test`')
    expect(readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0)).toBeLessThanOrEqual(150)
  })

  it('hold the section-type how-to to the files its e2e test writes, and the registry line it adds', () => {
    const files = howToFiles()
    const howTo = read(HOW_TO)
    expect([...files.keys()]).toEqual(['schema.ts', 'section.ts', 'Quote.tsx', 'quote.css'])
    for (const [name, body] of files) {
      expect(howTo).toContain(`\`src/sections/quote/${name}\``)
      expect(howTo, name).toContain(`\n${body}\`\`\``)
    }
    const line = /lines\.splice\([^,]+, 0, "([^"]+)"\)/.exec(read(HOW_TO_TEST))![1]!
    expect(howTo).toContain(`\n${line}\n`)
  })
})

describe('the checks themselves (each can fail)', () => {
  const page = [
    'Run `npm run dev`, then `npm test` (after `npm ci`); the build is `src/build/build-site.ts`.',
    'See [the studio](docs/studio.md#safety) and [a page](pages/about.yaml).',
    'Not ours: `/careers`, `/etc/nginx/nginx.conf`, `dist/index.html`, `.cache/media/`, `pages/_collections/<slug>.yaml`,',
    '`pages/**/*.yaml`, `https://pagefind.app`, `application/json`, `.png`, [a site](https://example.com/a.md).',
    '```',
    'cp /srv/site/x.yaml src/nowhere-in-a-fence.ts',
    '```',
  ].join('\n')

  it('find nothing wrong in a page that is right', () => {
    expect(missingPaths('README.md', page)).toEqual([])
    expect(unknownScripts(page)).toEqual([])
    expect(missingAnchors('README.md', page)).toEqual([])
  })

  it('find a path that is not there, written from the root, from the page, bare, or as a link', () => {
    const wrong = [
      '`src/build/no-such-step.ts`, `scripts/gone/`, `tests/e2e/forms` (a filter, not a file), `build/build-site.ts`,',
      '`no-such-config.json`, [back](../no-such.md), [an image](docs/no-such.png).',
    ].join('\n')
    expect(missingPaths('docs/x.md', wrong)).toEqual([
      'src/build/no-such-step.ts',
      'scripts/gone/',
      'tests/e2e/forms',
      'build/build-site.ts',
      'no-such-config.json',
      '../no-such.md',
      'docs/no-such.png',
    ])
    expect(missingPaths('docs/x.md', '[the studio](studio.png), `docs/studio.png`')).toEqual([])
  })

  it('find a script that is not there, and a script npm would not run without `run`', () => {
    const page = [
      'Run `npm run nope`, `npm run test:unit`, `npm dev`, `npm tset` or `npm ci`; the npm scripts are listed.',
      '```',
      'src/      the engine, behind the npm scripts',
      'npm ci && npm run buidl',
      'PORT=5000 npm run studoi',
      'ExecStart=/usr/bin/npm run studio -- --team',
      '```',
    ].join('\n')
    expect(unknownScripts(page)).toEqual(['npm run nope', 'npm dev', 'npm tset', 'npm run buidl', 'npm run studoi'])
  })

  it('find an anchor that names no heading', () => {
    expect(
      missingAnchors('README.md', '[x](docs/studio.md#no-such-part), [y](docs/studio.md#changes-and-publishing)'),
    ).toEqual(['docs/studio.md#no-such-part'])
  })

  it('read the how-to test’s files as they are written', () => {
    const files = howToFiles()
    expect(files.get('Quote.tsx')).toContain('{role && `, ${role}`}')
    expect(files.get('schema.ts')).toMatch(/^import Type from 'typebox'\n/)
  })
})
