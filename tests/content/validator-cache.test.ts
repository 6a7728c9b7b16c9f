import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { contentSchemas } from '../../src/content/schema/content-schemas.ts'
import { collectingMarks, createAjv, emptyMarks } from '../../src/content/validate/schema-marks.ts'
import { cachedValidator } from '../../src/content/validate/validator-cache.ts'
import { siteModel } from '../../src/site/site-model.ts'

// A validator kept as standalone code validates as the compiled one does: the same errors (with their schemas, which
// the editor's messages are made of) and the same marks.

const dir = mkdtempSync(join(tmpdir(), 'validators-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const page = contentSchemas(siteModel).get('page')!

const data = {
  title: 'About',
  sections: [
    { type: 'hero', heading: 'Hi', subtitle: 3, actions: [{ label: 'Jobs', to: '/careers' }] },
    { type: 'richText', body: 'See [our jobs](/careers).' },
    { type: 'nope' },
  ],
}

function run(validate: ReturnType<typeof cachedValidator>) {
  const marks = emptyMarks()
  const valid = collectingMarks(marks, () => validate(structuredClone(data)))
  return { valid, errors: validate.errors, marks }
}

describe('cachedValidator', () => {
  it('compiles a schema once, then loads its code, which validates and marks as the compiled one', () => {
    const compiled = run(createAjv().compile(page))
    const first = cachedValidator(createAjv(), page, dir)
    const kept = readdirSync(dir).filter((f) => f.endsWith('.cjs'))
    expect(kept).toHaveLength(1)
    const inode = statSync(join(dir, kept[0]!)).ino
    const loaded = cachedValidator(createAjv(), page, dir)
    // Loaded, not compiled and written again (a new file would be a new inode).
    expect(statSync(join(dir, kept[0]!)).ino).toBe(inode)
    expect(loaded).not.toBe(first)
    expect(compiled.valid).toBe(false)
    expect(compiled.errors!.length).toBeGreaterThan(0)
    expect(compiled.marks.links.map((l) => l.value)).toContain('/careers')
    expect(compiled.marks.markdown).toEqual([['sections', 1, 'body']])
    expect(JSON.parse(JSON.stringify(run(first)))).toEqual(JSON.parse(JSON.stringify(compiled)))
    expect(JSON.parse(JSON.stringify(run(loaded)))).toEqual(JSON.parse(JSON.stringify(compiled)))
  })

  it('compiles again a kept file that cannot be run, and keeps one file per schema', () => {
    const [file] = readdirSync(dir).filter((f) => f.endsWith('.cjs'))
    writeFileSync(join(dir, file!), 'module.exports = ')
    const inode = statSync(join(dir, file!)).ino
    const again = cachedValidator(createAjv(), page, dir)
    expect(statSync(join(dir, file!)).ino).not.toBe(inode)
    expect(run(again).errors).toEqual(run(createAjv().compile(page)).errors)
    cachedValidator(createAjv(), contentSchemas(siteModel).get('entry:jobs')!, dir)
    expect(readdirSync(dir).filter((f) => f.endsWith('.cjs'))).toHaveLength(2)
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })
})
