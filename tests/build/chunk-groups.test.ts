// @vitest-environment node
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { chunkGroupOf, chunkGroups } from '../../src/site/chunk-groups.ts'

const sources = (readdirSync('src', { recursive: true }) as string[]).map((f) => `src/${f.split('\\').join('/')}`)

describe('chunkGroups', () => {
  it('puts the small sections with their shared helpers, and the form machinery in a chunk of its own', () => {
    for (const path of ['src/sections/hero/Hero.tsx', 'src/sections/shared/SectionFrame.tsx', 'src/ui/Markdown.tsx'])
      expect(chunkGroupOf(path), path).toBe('section-kit')
    for (const path of [
      'src/sections/contactForm/contact-parts.tsx',
      'src/forms/use-draft.ts',
      'src/forms/Options.tsx',
    ])
      expect(chunkGroupOf(path), path).toBe('forms')
  })

  it('leaves out what the entry imports and the large sections, which keep their own chunk', () => {
    // A module the entry imports (a stylesheet included) would make every page load the group's chunk.
    for (const path of [
      'src/forms/forms.css',
      'src/ui/LineIcon.tsx',
      'src/app/App.tsx',
      'src/sections/jobDetail/JobDetail.tsx',
      'src/forms/ApplicationForm.tsx',
      'src/sections/article/Article.tsx',
      'src/sections/search/Search.tsx',
    ])
      expect(chunkGroupOf(path), path).toBeUndefined()
  })

  it('names files that exist: a renamed section does not silently leave its group', () => {
    for (const group of chunkGroups) {
      const members = sources.filter((f) => group.test.test(f))
      expect(members.length, group.name).toBeGreaterThan(group.name === 'forms' ? 10 : 15)
    }
  })
})
