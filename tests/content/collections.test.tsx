import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import Type from 'typebox'
import { describe, expect, it } from 'vitest'
import { App } from '../../src/app/App.tsx'
import { preloadSections } from '../../src/app/page-store.ts'
import { buildPages } from '../../src/site/build-pages.ts'
import { defineCollection } from '../../src/content/collection.ts'
import { formatReport } from '../../src/content/lint-content.ts'
import { loadContent, type LoadOptions } from '../../src/content/load-content.ts'
import { siteModel } from '../../src/site/site-model.ts'
import type { SourceFile } from '../../src/content/source-file.ts'
import { readContentDir, siteFilePaths } from '../../src/content/read-content-dir.ts'
import { Markdown, Text } from '../../src/content/schema/common.ts'
import { collections } from '../../src/firm/collections.ts'
import { manifestOf } from '../helpers/render.tsx'

const root = process.cwd()
const real = readContentDir(root)
const siteFiles = siteFilePaths(root)
/** The real content with `extra` files added (or replacing the real file of the same name). */
const load = (extra: SourceFile[], options: Partial<LoadOptions> = {}) =>
  loadContent([...real.filter((f) => !extra.some((e) => e.file === f.file)), ...extra], {
    siteFiles,
    model: siteModel,
    ...options,
  })
const errorLines = (extra: SourceFile[]) =>
  formatReport(load(extra), 0)
    .split('\n')
    .filter((l) => / {2}(error|warning) {2}/.test(l))

/** A new article as an editor writes it: copied from another, newest date, a Markdown body. */
const NEW_ARTICLE = `title: SAP Clean Core in Practice
category: Technology
date: 2026-11-20
image:
  src: https://images.unsplash.com/photo-1518770660439-4636190af475
  alt: Close-up of a circuit board
author: Priya Raman
authorRole: SAP Practice Lead
authorImage:
  src: https://images.unsplash.com/photo-1494790108377-be9c29b29330
  alt: Portrait of Priya Raman
excerpt: What a clean core means for your next SAP upgrade, and how to get there without a big bang.
body: |
  A clean core keeps custom code **outside** the SAP standard, so upgrades stop being projects.
  Talk to us on the [contact page](/contact).

  ## Where to start

  - List every modification
  - Move extensions to side-by-side apps

  > Upgrades went from nine months to six weeks.
`
const articleFile = (text = NEW_ARTICLE) => ({
  file: 'pages/_collections/articles/sap-clean-core-in-practice.yaml',
  text,
})

async function renderAt(built: ReturnType<typeof buildPages>, path: string) {
  const page = built.pages.get(path)!
  await preloadSections(page.sections)
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App site={built.site} manifest={manifestOf(built)} />
      </MemoryRouter>,
    )
  })
}

describe('a collection folder', () => {
  it('takes a new article as one new file: featured on /insights (newest), its page renders the Markdown', async () => {
    const result = load([articleFile()])
    expect(result.diagnostics).toEqual([])
    const built = buildPages(result.content!)
    const list = built.pages.get('/insights')!.sections.find((s) => s.type === 'articleList')!
    expect(list.type === 'articleList' && list.featuredEntry?.path).toBe('/insights/sap-clean-core-in-practice')
    expect(list.type === 'articleList' && list.entries.length).toBe(6)

    await renderAt(built, '/insights/sap-clean-core-in-practice')
    const body = document.querySelector('.article-body') as HTMLElement
    expect(within(body).getByRole('link', { name: 'contact page' }).getAttribute('href')).toBe('/contact')
    expect(body.querySelector('strong')?.textContent).toBe('outside')
    expect(
      within(body)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['List every modification', 'Move extensions to side-by-side apps'])
    expect(body.querySelector('blockquote')?.textContent).toBe('Upgrades went from nine months to six weeks.')
    expect(within(body).getByRole('heading', { level: 2, name: 'Where to start' }).id).toBe('where-to-start')
  }, 30_000)

  it('reports a link to a missing page inside the body at its line:col in the file', () => {
    const text = NEW_ARTICLE.replace('(/contact)', '(/contcat)')
    expect(errorLines([articleFile(text)])).toEqual([
      'pages/_collections/articles/sap-clean-core-in-practice.yaml:15:21  error  body: link "/contcat" goes to no page',
    ])
  })

  it('refuses raw HTML in Markdown, once per slip, where it is written', () => {
    const text = NEW_ARTICLE.replace('**outside**', '<b>outside</b>')
    expect(errorLines([articleFile(text)])).toEqual([
      'pages/_collections/articles/sap-clean-core-in-practice.yaml:14:34  error  body: HTML is not allowed in Markdown: "<b>"',
    ])
  })

  it('checks #anchors against the headings and section ids of the target page', () => {
    const text = NEW_ARTICLE.replace('(/contact)', '(/services/sap-fico#overveiw)').replace(
      '- List every modification',
      '- List every [modification](#where-to-start)',
    )
    const lines = formatReport(load([articleFile(text)]), 0)
    expect(lines).toContain(
      'pages/_collections/articles/sap-clean-core-in-practice.yaml:15:21  error  body: link "/services/sap-fico#overveiw" names "#overveiw", which is not on that page',
    )
    expect(lines).toContain('hint: did you mean "#overview"?')
    expect(lines).toMatch(/✖ 1 error in 1 file$/)
  })

  it('takes the id from the file name and refuses an explicit id that disagrees', () => {
    const job = real.find((f) => f.file === 'pages/_collections/jobs/devops-engineer.yaml')!
    expect(
      errorLines([{ file: 'pages/_collections/jobs/site-reliability-engineer.yaml', text: `id: sre\n${job.text}` }]),
    ).toEqual([
      'pages/_collections/jobs/site-reliability-engineer.yaml:1:5  error  id: Address name (id:) "sre" does not match the file name "site-reliability-engineer.yaml"',
    ])
  })

  it('takes a new job as one new file: listed on /careers with its own apply page', async () => {
    const job = real.find((f) => f.file === 'pages/_collections/jobs/devops-engineer.yaml')!
    const text = job.text
      .replace('title: DevOps Engineer', 'title: Site Reliability Engineer')
      .replace(/datePosted: .*/, 'datePosted: 2026-11-01')
    const result = load([{ file: 'pages/_collections/jobs/site-reliability-engineer.yaml', text }])
    expect(result.diagnostics).toEqual([])
    const built = buildPages(result.content!)
    expect(built.pages.get('/careers/apply/site-reliability-engineer')?.head.title).toBe(
      'Site Reliability Engineer | Cedar Ridge Technologies',
    )
    await renderAt(built, '/careers')
    const apply = screen.getAllByRole('link', { name: /Apply Now/ }).map((a) => a.getAttribute('href'))
    expect(apply[0]).toBe('/careers/apply/site-reliability-engineer')
    expect(apply).toHaveLength(6)
  }, 30_000)

  it('reports the same id in the list file and the folder, naming where the first is', () => {
    const partners = {
      file: 'pages/_collections/partners/sap.yaml',
      text: 'name: SAP SE\nlogo:\n  src: https://cdn.simpleicons.org/sap\n  alt: SAP logo\n',
    }
    expect(errorLines([partners])).toEqual([
      'pages/_collections/partners/sap.yaml:1:1  error  partners already has an entry "sap" (pages/_collections/partners.yaml)',
    ])
  })

  it('refuses two entries that claim the same page', () => {
    const services = real.find((f) => f.file === 'pages/_collections/services.yaml')!
    const text = services.text.replace('path: /services/sap-fico', 'path: /services/sap-basis')
    const lines = errorLines([{ file: services.file, text }]).filter((l) => l.startsWith(services.file))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /error {2}items\[6\]\.path: Service page \(path:\) "\/services\/sap-basis" is already claimed by pages\/_collections\/services\.yaml items\[5\]$/,
    )
  })
})

describe('a new collection', () => {
  const caseStudies = defineCollection({
    item: Type.Object(
      {
        id: Type.Optional(Type.String({ description: 'Id' })),
        title: Text('Title'),
        summary: Text('Summary'),
        story: Markdown('The story'),
      },
      { additionalProperties: false },
    ),
    description: 'Client stories',
    idKey: 'id',
    page: { title: 'title', description: 'summary' },
    example: { title: 'A bank', summary: 'Uptime.', story: 'It went well.' },
  })
  const model = { ...siteModel, collections: { ...collections, caseStudies } }
  const template = `collection: caseStudies
keywords: [case study]
ifMissing:
  redirect: /about
sections:
  - type: hero
    heading: Client stories
`
  const files = [
    { file: 'pages/case-studies/[id].yaml', text: template },
    {
      file: 'pages/_collections/caseStudies/regional-bank.yaml',
      text: 'title: Regional Bank\nsummary: 99.9% uptime.\nstory: |\n  It went **well**.\n',
    },
    {
      file: 'pages/_collections/caseStudies/retail-chain.yaml',
      text: 'title: Retail Chain\nsummary: 40% faster.\nstory: Fast.\n',
    },
  ]
  /** A page listing the case studies with a card grid, as an editor writes it: no code. */
  const listPage = (text = 'summary') => ({
    file: 'pages/case-studies.yaml',
    text: `title: Case Studies
description: How our clients fared.
keywords: [case studies]
sections:
  - type: cardGrid
    heading: Client stories
    variant: plain
    linkLabel: Read the story
    source:
      collection: caseStudies
      title: title
      text: ${text}
`,
  })

  it('is declared once and gets its routes from a template page, without touching the loader', () => {
    const result = load(files, { model })
    expect(result.diagnostics).toEqual([])
    const built = buildPages(result.content!)
    expect(built.pages.get('/case-studies/regional-bank')?.head.title).toBe('Regional Bank | Cedar Ridge Technologies')
    expect(built.pages.get('/case-studies/retail-chain')?.head.description).toBe('40% faster.')
    expect(built.missing.get('/case-studies/:id')?.redirect).toBe('/about')

    // Unknown to the site's own declarations, the same files are refused with a plain message.
    expect(formatReport(load(files), 0)).toContain(
      'pages/_collections/caseStudies/regional-bank.yaml:1:1  error  unknown collection "caseStudies"',
    )
  })

  it('is shown on a page by a card grid naming it (source), each card linking to its entry', async () => {
    const result = load([...files, listPage()], { model })
    expect(result.diagnostics).toEqual([])
    const built = buildPages(result.content!)
    await renderAt(built, '/case-studies')
    const cards = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(cards).toEqual(['Regional Bank', 'Retail Chain'])
    expect(screen.getByText('99.9% uptime.')).toBeTruthy()
    const links = screen.getAllByRole('link', { name: /Read the story/ }).map((a) => a.getAttribute('href'))
    expect(links).toEqual(['/case-studies/regional-bank', '/case-studies/retail-chain'])
  })

  it('refuses a property its entries do not have, or one that holds no text, at its line and column', () => {
    const report = (text: string) =>
      formatReport(load([...files, listPage(text)], { model }), 0)
        .split('\n')
        .filter((l) => / {2}error {2}|hint:/.test(l))
    expect(report('summry')).toEqual([
      'pages/case-studies.yaml:12:13  error  sections[0].source.text: "summry" is not allowed here',
      '  hint: did you mean "summary"? allowed: id, title, summary',
    ])
    // The story is Markdown: a card shows plain text.
    expect(report('story')[0]).toBe(
      'pages/case-studies.yaml:12:13  error  sections[0].source.text: "story" is not allowed here',
    )
  })
})
