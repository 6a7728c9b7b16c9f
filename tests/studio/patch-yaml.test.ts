import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'
import { lintContent } from '../../src/content/lint-content.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import { siteModel } from '../../src/site/site-model.ts'
import { patchYaml } from '../../src/studio/patch-yaml.ts'
import { oneLanguage } from '../helpers/spanish-files.ts'

const changedLines = (a: string, b: string) => {
  const x = a.split('\n')
  const y = b.split('\n')
  return {
    removed: x.filter((l) => !y.includes(l)),
    added: y.filter((l) => !x.includes(l)),
    lengths: [x.length, y.length],
  }
}

/** Every string leaf of `data` written on one line of `lines`, with its path. */
function oneLineStrings(data: unknown, lines: string[], path: (string | number)[] = []): (string | number)[][] {
  if (typeof data === 'string')
    return data && lines.some((l) => l.endsWith(`: ${data}`) || l.endsWith(`- ${data}`)) ? [path] : []
  if (Array.isArray(data)) return data.flatMap((v, i) => oneLineStrings(v, lines, [...path, i]))
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([k, v]) => oneLineStrings(v, lines, [...path, k]))
  return []
}

function setIn(data: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>
  let at = copy
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>
  at[path[path.length - 1]!] = value
  return copy
}

describe('patchYaml', () => {
  test('changing the home hero heading changes exactly that line', () => {
    const text = readFileSync('pages/index.yaml', 'utf8')
    const data = parse(text) as { sections: { heading: string }[] }
    data.sections[0]!.heading = 'Staffing that ships'
    const out = patchYaml(text, data)
    expect(changedLines(text, out)).toEqual({
      removed: ['    heading: Premium Staffing & Consultation Services'],
      added: ['    heading: Staffing that ships'],
      lengths: [text.split('\n').length, text.split('\n').length],
    })
  })

  test('comments, quoting and folded text stay as written', () => {
    const text = [
      '# Partners, kept in this order on purpose',
      'heading: "Quoted"   # trailing',
      "other: 'single'",
      'body: >-',
      '  A folded paragraph that is longer than the default line width of the yaml library, which would re-fold it',
      '  on any save through Document.toString().',
      '',
      '# before the list',
      'list:',
      '  - a',
      '  - b',
      '',
    ].join('\n')
    const out = patchYaml(text, { ...parse(text), heading: 'Still quoted', other: "it's" })
    expect(out).toBe(
      text.replace('heading: "Quoted"', 'heading: "Still quoted"').replace("other: 'single'", "other: 'it''s'"),
    )
  })

  test('one-line strings across every content file: changing one changes that line and nothing else', () => {
    let checked = 0
    for (const { file, text } of readContentDir('.')) {
      const data = parse(text) as unknown
      const paths = oneLineStrings(data, text.split('\n'))
      // Eight strings spread over each file keep this under a few seconds on a busy machine.
      for (const path of paths.filter((_, i) => i % Math.ceil(paths.length / 8) === 0)) {
        const out = patchYaml(text, setIn(data, path, 'Changed value'))
        const diff = changedLines(text, out)
        expect(diff.lengths[0], `${file} ${path.join('.')}`).toBe(diff.lengths[1])
        expect(diff.removed.length + diff.added.length, `${file} ${path.join('.')}`).toBeLessThanOrEqual(2)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(200)
  }, 30_000)

  test('reordering two sections moves their lines and keeps the blank lines between sections', () => {
    const text = readFileSync('pages/about.yaml', 'utf8')
    const data = parse(text) as { sections: unknown[] }
    const [a, b] = [data.sections[1], data.sections[2]]
    data.sections[1] = b
    data.sections[2] = a
    const out = patchYaml(text, data)
    expect(parse(out)).toEqual(data)
    expect(out.split('\n').sort()).toEqual(text.split('\n').sort())
    expect(out.startsWith(text.slice(0, text.indexOf('  - type: richText')))).toBe(true)
  })

  test('a new FAQ entry only adds lines', () => {
    const text = readFileSync('pages/services.yaml', 'utf8')
    const data = parse(text) as { sections: { type: string; items: unknown[] }[] }
    const faq = data.sections.find((s) => s.type === 'faq')!
    faq.items.push({ question: 'Do you work remotely?', answer: 'Yes, across the United States.' })
    const out = patchYaml(text, data)
    const diff = changedLines(text, out)
    expect(diff.removed).toEqual([])
    expect(diff.added).toEqual([
      '      - question: Do you work remotely?',
      '        answer: Yes, across the United States.',
    ])
  })

  test('a removed key takes its lines; a new key is added under its map; a multi-line text becomes a block', () => {
    const text = 'a: 1\nb:\n  c: x\n  d: y\nlast: z\n'
    expect(patchYaml(text, { a: 1, b: { c: 'x' }, last: 'z' })).toBe('a: 1\nb:\n  c: x\nlast: z\n')
    expect(patchYaml(text, { a: 1, b: { c: 'x', d: 'y', e: [1, 2] }, last: 'z' })).toBe(
      'a: 1\nb:\n  c: x\n  d: y\n  e:\n    - 1\n    - 2\nlast: z\n',
    )
    expect(patchYaml(text, { a: 1, b: { c: 'one\ntwo\n', d: 'y' }, last: 'z' })).toBe(
      'a: 1\nb:\n  c: |\n    one\n    two\n  d: y\nlast: z\n',
    )
  })

  test('a key added to the last item of a list and one added after the list land each under its own map', () => {
    const text = 'title: T\nsections:\n  - heading: A\n'
    const next = { title: 'T', sections: [{ heading: 'B', type: 'hero' }], translatedFrom: { title: 'f00d' } }
    const out = patchYaml(text, next)
    expect(out).toBe('title: T\nsections:\n  - heading: B\n    type: hero\ntranslatedFrom:\n  title: f00d\n')
    expect(parse(out)).toEqual(next)
  })

  test('a folded text stays folded and only its own lines change', () => {
    const text = readFileSync('pages/index.yaml', 'utf8')
    const data = parse(text) as { description: string }
    const out = patchYaml(text, { ...data, description: 'A shorter description of the firm.' })
    expect(out).toBe(
      text.replace(/^description: >-\n( {2}.*\n)+/m, 'description: >-\n  A shorter description of the firm.\n'),
    )
  })

  test('a block scalar keeps its style and indentation', () => {
    const text = 'body: |\n  Para one.\n\n  Para two.\nnext: 1\n'
    expect(patchYaml(text, { body: 'Para one.\n\nPara three.\n', next: 1 })).toBe(
      'body: |\n  Para one.\n\n  Para three.\nnext: 1\n',
    )
  })

  test('duplicating and removing list items', () => {
    const text = 'items:\n  - name: a # first\n    n: 1\n\n  - name: b\n    n: 2\n'
    expect(
      patchYaml(text, {
        items: [
          { name: 'a', n: 1 },
          { name: 'a', n: 1 },
          { name: 'b', n: 2 },
        ],
      }),
    ).toBe('items:\n  - name: a # first\n    n: 1\n\n  - name: a # first\n    n: 1\n\n  - name: b\n    n: 2\n')
    expect(patchYaml(text, { items: [{ name: 'b', n: 2 }] })).toBe('items:\n  - name: b\n    n: 2\n')
  })

  test('text in curly quotes is written so that the strict command-line lint has nothing to say about it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'patch-yaml-quotes-'))
    try {
      cpSync('pages', join(dir, 'pages'), { recursive: true })
      // The English alone: a changed English text makes its translation out of date, a warning of its own.
      oneLanguage(dir)
      symlinkSync(resolve('public'), join(dir, 'public'), 'dir')
      const home = readFileSync('pages/index.yaml', 'utf8')
      const data = parse(home) as { sections: { actions: { label: string }[] }[] }
      // A value changed in place, and new lines written whole: a list item and a new key.
      data.sections[0]!.actions[0]!.label = '“Let’s talk”'
      data.sections[0]!.actions.push({ label: '‘Our work’', to: '/about' } as never)
      const services = readFileSync('pages/services.yaml', 'utf8')
      const page = parse(services) as { sections: { type: string; items: unknown[] }[] }
      page.sections.find((s) => s.type === 'faq')!.items.push({ question: '“Remote?”', answer: 'Yes, “anywhere”' })
      const written = { index: patchYaml(home, data), services: patchYaml(services, page) }
      writeFileSync(join(dir, 'pages/index.yaml'), written.index)
      writeFileSync(join(dir, 'pages/services.yaml'), written.services)
      const lint = lintContent(dir, siteModel, 'pretty', { strict: true })
      expect(lint.result.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual([])
      expect({ errors: lint.errors, warnings: lint.warnings, failed: lint.failed }).toEqual({
        errors: 0,
        warnings: 0,
        failed: false,
      })
      expect(written.index).toContain('label: "“Let’s talk”"')
      expect(written.index).toContain('- label: "‘Our work’"')
      expect(written.services).toContain('- question: "“Remote?”"')
      expect(parse(written.index)).toEqual(data)
      expect(parse(written.services)).toEqual(page)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('a file that does not parse is refused', () => {
    expect(() => patchYaml('a: [1\n', { a: [1] })).toThrow()
  })
})
