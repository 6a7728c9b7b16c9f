import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ICONS } from '../../src/content/schema/common.ts'
import { collections } from '../../src/firm/collections.ts'
import { sectionSchemas } from '../../src/sections/definitions.ts'

const guide = readFileSync('pages/README.md', 'utf8')

describe('the content guide (pages/README.md)', () => {
  it('documents every section type: each field in its table and a YAML example', () => {
    for (const [type, schema] of Object.entries(sectionSchemas)) {
      const part = guide.slice(
        guide.indexOf(`### ${type}\n`),
        guide.indexOf('\n### ', guide.indexOf(`### ${type}\n`) + 4),
      )
      expect(part, `no part for ${type}`).toContain(`### ${type}`)
      for (const field of Object.keys((schema as { properties: object }).properties).filter((f) => f !== 'type'))
        expect(part, `${type}.${field}`).toContain(`| \`${field}\` |`)
      expect(part).toContain(`  - type: ${type}`)
    }
  })

  it('documents every collection and pictures every icon from a file that exists', () => {
    for (const name of Object.keys(collections)) expect(guide).toContain(`### Collection: ${name}`)
    for (const icon of ICONS) {
      expect(guide).toContain(`![${icon}](../schema/icons/${icon}.svg)`)
      expect(existsSync(`schema/icons/${icon}.svg`), icon).toBe(true)
    }
  })

  it('says how to add a page, an article, a job, a service and an image, and links the error reference', () => {
    for (const how of [
      '**Add a page.**',
      '**Add an article.**',
      '**Add a job.**',
      '**Add a service.**',
      '**Add an image.**',
    ])
      expect(guide).toContain(how)
    expect(guide).toContain('](ERRORS.md#broken-link)')
  })

  it('says how a date is written in its type, and leaves the help of each date field to what the day means', () => {
    expect(guide).toContain(
      '| `datePosted` | yes | date, written YYYY-MM-DD | **Date posted.** The day the job was posted',
    )
    expect(guide).toContain('| `date` | yes | date, written YYYY-MM-DD | **Publication date.** The day the article')
    // The studio shows the help under a calendar, which writes the format itself.
    for (const name of ['jobs', 'articles'])
      expect(readFileSync(`schema/collections/${name}.entry.schema.json`, 'utf8')).not.toMatch(
        /"description": "[^"]*YYYY/,
      )
  })
})
