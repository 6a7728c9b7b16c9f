import { existsSync, readFileSync } from 'node:fs'
import * as AjvModule from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { generatedFiles } from '../../src/site/generated-files.ts'
import { emitSchemas } from '../../src/content/schema/emit-schemas.ts'
import { SECTION_TYPES } from '../../src/sections/definitions.ts'
import { components } from '../../src/sections/components.ts'
import { sectionSchemas } from '../../src/sections/definitions.ts'
import { siteModel } from '../../src/site/site-model.ts'

const Ajv2020 = ((AjvModule as unknown as { default: typeof AjvModule.Ajv2020 }).default ??
  AjvModule.Ajv2020) as typeof AjvModule.Ajv2020

describe('schema/', () => {
  it('is current: every generated file equals what the sources emit (run npm run schema)', () => {
    for (const [path, text] of generatedFiles()) {
      expect(existsSync(path), `${path} is missing`).toBe(true)
      expect(readFileSync(path, 'utf8'), `${path} is stale`).toBe(text)
    }
  })

  it('documents every property of every schema file', () => {
    const undocumented: string[] = []
    const walk = (schema: Record<string, any>, path: string) => {
      for (const [key, prop] of Object.entries<Record<string, any>>(schema.properties ?? {})) {
        if (key !== 'type' && !prop.description) undocumented.push(`${path}.${key}`)
        walk(prop, `${path}.${key}`)
      }
      if (schema.items) walk(schema.items, `${path}[]`)
      for (const branch of schema.oneOf ?? []) walk(branch, path)
    }
    for (const [file, text] of emitSchemas(siteModel)) walk(JSON.parse(text), file)
    expect(undocumented).toEqual([])
  })

  it('gives every section type a description and an example that validates', () => {
    const ajv = new Ajv2020({ strict: false, discriminator: true })
    for (const type of SECTION_TYPES) {
      const schema = sectionSchemas[type] as { description?: string; examples?: unknown[] }
      expect(schema.description, type).toBeTruthy()
      expect(schema.examples?.length, `${type} has no example`).toBeGreaterThan(0)
      const validate = ajv.compile(schema)
      for (const example of schema.examples!)
        expect(validate(example), `${type} example: ${JSON.stringify(validate.errors)}`).toBe(true)
    }
  })
})

describe('registry', () => {
  it('maps every section type of the schema to a component', async () => {
    expect(Object.keys(components)).toEqual(SECTION_TYPES)
    // Every section type's own example loads a component (contactForm: each variant its own).
    for (const type of SECTION_TYPES) {
      const load = components[type] as (s: unknown) => Promise<unknown>
      for (const example of (sectionSchemas[type] as unknown as { examples: unknown[] }).examples)
        expect(typeof (await load(example)), type).toBe('function')
    }
    expect(await components.contactForm({ variant: 'page' } as never)).not.toBe(
      await components.contactForm({ variant: 'consultation' } as never),
    )
  })
})
