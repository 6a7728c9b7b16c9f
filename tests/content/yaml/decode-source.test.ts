// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lintContent } from '../../../src/content/lint-content.ts'
import { decodeSource } from '../../../src/content/yaml/decode-source.ts'
import { siteModel } from '../../../src/site/site-model.ts'

const site = readFileSync('pages/_site.yaml', 'utf8')
const manufacturing = readFileSync('pages/industries/manufacturing.yaml', 'utf8')
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p)))))
const utf16 = (text: string, order: 'LE' | 'BE', bom: boolean) => {
  const b = Buffer.from(`${bom ? '\ufeff' : ''}${text}`, 'utf16le')
  return new Uint8Array(order === 'BE' ? b.swap16() : b)
}

describe('decodeSource', () => {
  it('reads UTF-8, with or without a byte order mark', () => {
    expect(decodeSource(bytes(site))).toEqual({ text: site })
    expect(decodeSource(bytes([0xef, 0xbb, 0xbf], site))).toEqual({ text: site })
  })

  it.each([
    ['UTF-16 LE', 'LE', true],
    ['UTF-16 LE', 'LE', false],
    ['UTF-16 BE', 'BE', true],
    ['UTF-16 BE', 'BE', false],
  ] as const)('asks to save a %s file as UTF-8 (byte order mark: %s)', (encoding, order, bom) => {
    expect(decodeSource(utf16(manufacturing, order, bom))).toEqual({
      problem: {
        code: 'file-not-utf8',
        severity: 'error',
        line: 1,
        col: 1,
        message: `this file is saved as ${encoding}, not UTF-8`,
        hint: `save the file as UTF-8 (in VS Code: click “${encoding}” in the status bar, “Save with Encoding”, “UTF-8”)`,
      },
    })
  })

  it('points at the first Windows-1252 character and shows what it probably is', () => {
    const at = manufacturing.indexOf("We'll")
    const cp1252 = bytes(manufacturing.slice(0, at + 2), [0x92], manufacturing.slice(at + 3))
    expect(decodeSource(cp1252)).toEqual({
      problem: {
        code: 'file-not-utf8',
        severity: 'error',
        line: 93,
        col: 59,
        message: 'this file is not saved as UTF-8: the character here is probably “’” saved as Windows-1252',
        hint: 'reopen the file as Windows 1252 and save it as UTF-8 (in VS Code: click “UTF-8” in the status bar, “Reopen with Encoding”, “Western (Windows 1252)”; then click it again, “Save with Encoding”, “UTF-8”), then check that “’” shows correctly',
      },
    })
    expect(manufacturing.split('\n')[92]!.slice(58, 61)).toBe("'ll")
  })

  it('counts columns in characters when the line holds UTF-8 before the Latin-1 byte', () => {
    const line = site.split('\n').findIndex((l) => l.includes('Monday–Friday 9AM–6PM'))
    const at = site.indexOf('Monday–Friday 9AM–6PM') + 'Monday–Friday 9AM–6PM'.length
    const problem = (decodeSource(bytes(site.slice(0, at), [0xe9], site.slice(at))) as { problem: object }).problem
    expect(problem).toMatchObject({ line: line + 1, col: 28, message: expect.stringContaining('probably “é”') })
  })

  it('names no character for a byte Windows-1252 leaves undefined', () => {
    expect(decodeSource(bytes('title: About', [0x81], '\n'))).toEqual({
      problem: {
        code: 'file-not-utf8',
        severity: 'error',
        line: 1,
        col: 13,
        message: 'this file is not saved as UTF-8: the character here is not UTF-8 text',
        hint: 'reopen the file with the encoding it was saved in and save it as UTF-8 (in VS Code: click “UTF-8” in the status bar, “Reopen with Encoding”; then click it again, “Save with Encoding”, “UTF-8”)',
      },
    })
  })

  it('asks to save a UTF-32 file as UTF-8', () => {
    expect(decodeSource(bytes([0xff, 0xfe, 0, 0], 't\0\0\0'))).toMatchObject({
      problem: { message: 'this file is saved as UTF-32, not UTF-8' },
    })
  })
})

describe('a Windows-1252 file in the lint', () => {
  it('fails with one error whose code frame shows the line as the editor saw it', () => {
    const root = mkdtempSync(join(tmpdir(), 'cp1252-'))
    try {
      mkdirSync(join(root, 'pages'))
      writeFileSync(join(root, 'pages/index.yaml'), bytes('title: We', [0x92], 're hiring\n'))
      const { output, failed } = lintContent(root, siteModel, 'pretty')
      expect(failed).toBe(true)
      expect(output).toContain(
        'pages/index.yaml:1:10  error  this file is not saved as UTF-8: the character here is probably “’” saved as Windows-1252\n  > 1 | title: We’re hiring',
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
