import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { lintContent } from '../../src/content/lint-content.ts'
import { siteModel } from '../../src/site/site-model.ts'
import { TOKEN_HEADER } from '../../src/studio/studio-api.ts'
import { startStudioSite, type StudioSite } from './studio-site.ts'

let site: StudioSite

beforeAll(async () => {
  site = await startStudioSite('studio-new-page')
})

afterAll(() => site.close())

const post = async (name: string, body: unknown) => {
  const res = await fetch(site.base + name, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: site.token },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as { message?: string; diagnostics?: { message: string }[] } }
}

/** What the studio's "New page" starts from, once the editor has written a description. */
const PAGE = {
  title: 'Our Team Values',
  keywords: ['our team values'],
  sections: [{ type: 'hero', heading: 'Our Team Values' }],
  description: 'What we value as a team, and how it shows in our work.',
}

describe('a new page from the studio', () => {
  test('is saved as a new file the lint accepts, whose route the preview knows', async () => {
    const saved = await post('save', { file: 'pages/our-team-values.yaml', data: PAGE, create: true })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect(parse(readFileSync(join(site.root, 'pages/our-team-values.yaml'), 'utf8'))).toEqual(PAGE)
    const lint = lintContent(site.root, siteModel, 'pretty', { strict: true })
    expect(lint.result.diagnostics.filter((d) => d.file === 'pages/our-team-values.yaml')).toEqual([])
    const res = await fetch(`${site.base}preview-page?key=${encodeURIComponent('/our-team-values')}`, {
      headers: { [TOKEN_HEADER]: site.token },
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { sections: { heading?: string }[] }).sections[0]!.heading).toBe('Our Team Values')
    // Never over an existing page.
    expect((await post('save', { file: 'pages/our-team-values.yaml', data: PAGE, create: true })).status).toBe(409)
  })

  test('with nothing filled in but what it starts with is refused, its problem at the description', async () => {
    const { description: _, ...start } = PAGE
    const refused = await post('save', { file: 'pages/half-done.yaml', data: start, create: true })
    expect(refused.status).toBe(422)
    expect(refused.json.diagnostics!.map((d) => d.message)).toEqual([
      'Description for search engines is required: fill it in',
    ])
    expect(existsSync(join(site.root, 'pages/half-done.yaml'))).toBe(false)
  })

  test('is a page or an entry: the site file, a collection file or the not-found page are not made', async () => {
    for (const file of ['pages/_site.yaml', 'pages/_collections/teams.yaml', 'pages/404.yaml']) {
      const answer = await post('save', { file, data: PAGE, create: true })
      expect(answer.status, file).toBe(400)
      expect(answer.json.message, file).toMatch(/new pages and new entries of collections only|cannot be a new page/)
    }
    const upper = await post('save', { file: 'pages/Our-Team.yaml', data: PAGE, create: true })
    expect(upper.json.message).toBe(
      'pages/Our-Team.yaml cannot be a new page: file and folder names become URLs: use lowercase letters, digits and hyphens.',
    )
  })
})
