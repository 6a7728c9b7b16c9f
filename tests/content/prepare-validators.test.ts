import { describe, expect, it } from 'vitest'
import { contentSchemas } from '../../src/content/schema/content-schemas.ts'
import { prepareValidators, validateData } from '../../src/content/validate/validate-data.ts'
import { siteModel } from '../../src/site/site-model.ts'
import { parseDocument, LineCounter } from 'yaml'

describe('prepareValidators', () => {
  it('compiles one kind of file at a time, each step scheduled after the other work, until told to stop', () => {
    const kinds = contentSchemas(siteModel).size
    expect(kinds).toBeGreaterThan(5)
    const queue: (() => void)[] = []
    prepareValidators(siteModel, (next) => queue.push(next))
    let steps = 0
    while (queue.length) {
      queue.shift()!()
      steps++
    }
    // One step per kind, and the one that finds none left.
    expect(steps).toBe(kinds + 1)

    const stopped: (() => void)[] = []
    const stop = prepareValidators(siteModel, (next) => stopped.push(next))
    stopped.shift()!()
    stop()
    stopped.shift()!()
    expect(stopped).toEqual([])
  })

  it('leaves validation as it was', () => {
    const queue: (() => void)[] = []
    prepareValidators(siteModel, (next) => queue.push(next))
    while (queue.length) queue.shift()!()
    const text = 'title: About\nsections: []\n'
    const lineCounter = new LineCounter()
    const doc = parseDocument(text, { lineCounter })
    const { diagnostics } = validateData(siteModel, 'page', doc.toJS(), doc, lineCounter, 'pages/about.yaml')
    expect(diagnostics.map((d) => d.message).join('\n')).toMatch(/description/i)
  })
})
