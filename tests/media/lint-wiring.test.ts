import { afterEach, describe, expect, it } from 'vitest'
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { lintContent } from '../../src/content/lint-content.ts'
import { photoPng } from './sample-images.ts'
import { tempProject } from './temp-project.ts'
import { siteModel } from '../../src/site/site-model.ts'

let project: ReturnType<typeof tempProject>
afterEach(() => project.remove())

/** The real site plus images, and a page that shows one at `src` in its hero (or in a richText section). */
async function siteWith(src: string, section: 'hero' | 'richText' = 'hero') {
  project = tempProject()
  cpSync('pages', join(project.root, 'pages'), { recursive: true })
  cpSync('public', join(project.root, 'public'), { recursive: true })
  project.add('pages/_media/team/picnic.png', await photoPng(2400, 1600))
  project.add('pages/_media/team/small.png', await photoPng(1200, 800))
  project.add('pages/_media/notes.png', 'These are my notes, not a picture.\n')
  project.add(
    'pages/team.yaml',
    `title: Our Team
description: The people behind Cedar Ridge Technologies, at work and at our summer picnic.
keywords: [team]
sections:
  - type: ${section}
    ${section === 'hero' ? 'heading' : 'body'}: Our Team
    image:
      src: ${src}
      alt: The team at the summer picnic
`,
  )
  return lintContent(project.root, siteModel, 'pretty')
}
const errors = (output: string) => output.split('\n').filter((l) => / {2}(error|warning) {2}/.test(l))

describe('local images in the lint', () => {
  it('accepts an image in pages/_media/', async () => {
    expect((await siteWith('/media/team/picnic.png')).output).toMatch(/^✔ content ok/)
  })

  it('refuses a typo at its line:col and names the file that was meant', async () => {
    const { output, failed } = await siteWith('/media/team/picnik.png')
    expect(failed).toBe(true)
    expect(errors(output)).toEqual([
      'pages/team.yaml:8:12  error  sections[0].image.src: "/media/team/picnik.png" does not exist: there is no pages/_media/team/picnik.png',
    ])
    expect(output).toContain('hint: did you mean "/media/team/picnic.png"?')
  })

  it('refuses a text file renamed .png', async () => {
    expect(errors((await siteWith('/media/notes.png')).output)).toEqual([
      'pages/team.yaml:8:12  error  sections[0].image.src: "/media/notes.png" is not an image: its content is not JPEG, PNG, WebP, AVIF or SVG, whatever its name says',
    ])
  })

  it('warns when an image is narrower than its section shows it, and only then', async () => {
    const { output, failed } = await siteWith('/media/team/small.png')
    expect(failed).toBe(false)
    expect(errors(output)).toEqual([
      'pages/team.yaml:8:12  warning  sections[0].image.src: "/media/team/small.png" is 1200 px wide, narrower than the 1920 px this section shows; it will look soft on large screens',
    ])
    // Beside text (shown at most 960 px wide) the same file is wide enough.
    expect((await siteWith('/media/team/small.png', 'richText')).output).toMatch(/^✔ content ok/)
  })
})
