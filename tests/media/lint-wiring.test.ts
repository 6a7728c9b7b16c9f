import { afterEach, describe, expect, it } from 'vitest'
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { lintContent } from '../../src/content/lint-content.ts'
import { bombPng, photoPng } from './sample-images.ts'
import { tempProject } from './temp-project.ts'
import { siteModel } from '../../src/site/site-model.ts'
import sharp from 'sharp'

let project: ReturnType<typeof tempProject>
afterEach(() => project.remove())

/** The site's two photos, made once for the file's tests (the larger takes a core-second to encode). */
let photos: Promise<[Buffer, Buffer]> | undefined
const teamPhotos = () => (photos ??= Promise.all([photoPng(2400, 1600), photoPng(1200, 800)]))

/** The real site plus images, and a page that shows one at `src` in its hero (or in a richText section). */
async function siteWith(
  src: string,
  section: 'hero' | 'richText' = 'hero',
  extra: Record<string, string | Buffer> = {},
) {
  project = tempProject()
  cpSync('pages', join(project.root, 'pages'), { recursive: true })
  cpSync('public', join(project.root, 'public'), { recursive: true })
  const [picnic, small] = await teamPhotos()
  project.add('pages/_media/team/picnic.png', picnic)
  project.add('pages/_media/team/small.png', small)
  for (const [file, data] of Object.entries(extra)) project.add(file, data)
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
/** The first `share` of an image's bytes. */
const cutAt = async (image: Promise<Buffer>, share: number) => {
  const bytes = await image
  return bytes.subarray(0, Math.floor(bytes.length * share))
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

  it('refuses a text file renamed .png, where it is used and at the file itself', async () => {
    const notes = { 'pages/_media/notes.png': 'These are my notes, not a picture.\n' }
    expect(errors((await siteWith('/media/notes.png', 'hero', notes)).output)).toEqual([
      'pages/_media/notes.png:1:1  error  this file is not an image: its content is not JPEG, PNG, WebP, AVIF or SVG, whatever its name says',
      'pages/team.yaml:8:12  error  sections[0].image.src: "/media/notes.png" is not an image: its content is not JPEG, PNG, WebP, AVIF or SVG, whatever its name says',
    ])
  })

  it('refuses a file in pages/_media/ that no page uses: empty, too large, damaged, an unsafe SVG', async () => {
    const { output, failed } = await siteWith('/media/team/picnic.png', 'hero', {
      'pages/_media/empty.png': '',
      'pages/_media/bomb.png': bombPng(60_000, 60_000),
      'pages/_media/cut.png': (await photoPng(100, 100)).subarray(0, 20),
      // Its header whole, its picture data cut short: found by the file's structure, not by the build's decoder.
      'pages/_media/cut-late.png': await cutAt(photoPng(400, 300), 0.9),
      'pages/_media/cut-late.jpg': await cutAt(
        sharp(await photoPng(400, 300))
          .jpeg()
          .toBuffer(),
        0.9,
      ),
      'pages/_media/cut-late.webp': await cutAt(
        sharp(await photoPng(400, 300))
          .webp()
          .toBuffer(),
        0.9,
      ),
      'pages/_media/evil.svg':
        '<svg xmlns="http://www.w3.org/2000/svg"><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script></svg>',
      'pages/_media/evil-html.svg':
        '<svg xmlns="http://www.w3.org/2000/svg"><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>',
      'pages/_media/evil-attr.svg':
        '<svg xmlns="http://www.w3.org/2000/svg"><rect title="a>b" onload="alert(1)"/></svg>',
      'pages/_media/evil-fill.svg':
        '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://x.example/p.svg#g)"/></svg>',
    })
    expect(failed).toBe(true)
    expect(errors(output)).toEqual([
      'pages/_media/bomb.png:1:1  error  this image cannot be used: it is 60,000 × 60,000 px, more than the 16,383 px a side an image may have',
      'pages/_media/cut-late.jpg:1:1  error  this image cannot be used: its picture data is cut short or damaged, so it cannot be shown: export it again',
      'pages/_media/cut-late.png:1:1  error  this image cannot be used: its picture data is cut short or damaged, so it cannot be shown: export it again',
      'pages/_media/cut-late.webp:1:1  error  this image cannot be used: its picture data is cut short or damaged, so it cannot be shown: export it again',
      'pages/_media/cut.png:1:1  error  this image cannot be used: its size cannot be read: the file is damaged or cut short',
      'pages/_media/empty.png:1:1  error  this file is empty',
      'pages/_media/evil-attr.svg:1:1  error  this SVG holds an event handler attribute (such as onload=); an SVG that can run code or load other files is not served',
      'pages/_media/evil-fill.svg:1:1  error  this SVG holds a reference to another file or address (url(https://x.example/p.svg#g)); an SVG that can run code or load other files is not served',
      'pages/_media/evil-html.svg:1:1  error  this SVG holds a <script> element; an SVG that can run code or load other files is not served',
      'pages/_media/evil.svg:1:1  error  this SVG holds a <script> element; an SVG that can run code or load other files is not served',
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
