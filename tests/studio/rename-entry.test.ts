import { startStudioSite, type StudioSite } from './studio-site.ts'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadSiteDir } from '../../src/site/load-site.ts'
import { TOKEN_HEADER } from '../../src/studio/studio-api.ts'

let site: StudioSite
let root: string
let base: string
let token: string

beforeAll(async () => {
  site = await startStudioSite('studio-rename')
  ;({ root, base, token } = site)
})

afterAll(() => site.close())

const post = async (name: string, body: unknown) => {
  const res = await fetch(base + name, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: token },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { message?: string } }
}

describe('renaming an entry', () => {
  test('moves the file, and links to its page in other files follow; the lint stays clean', async () => {
    const old = 'pages/_collections/articles/ai-driven-staffing-solutions.yaml'
    // A page that links to the article, in Markdown and as a button.
    const about = join(root, 'pages/about.yaml')
    const before = readFileSync(about, 'utf8')
    writeFileSync(about, `${before}# see /insights/ai-driven-staffing-solutions-2 (another address, left alone)\n`)
    const linked = readFileSync(about, 'utf8').replace('to: /contact', 'to: /insights/ai-driven-staffing-solutions')
    expect(linked).toContain('to: /insights/ai-driven-staffing-solutions\n')
    writeFileSync(about, linked)
    const { status, json } = await post('rename', { file: old, to: 'staffing-with-ai' })
    expect(status).toBe(200)
    expect(json.file).toBe('pages/_collections/articles/staffing-with-ai.yaml')
    expect(existsSync(join(root, old))).toBe(false)
    expect(existsSync(join(root, 'pages/_collections/articles/staffing-with-ai.yaml'))).toBe(true)
    const after = readFileSync(about, 'utf8')
    expect(after).toContain('to: /insights/staffing-with-ai\n')
    expect(json.changed).toBe(1)
    expect(after).toContain('/insights/ai-driven-staffing-solutions-2 (another address, left alone)')
    expect(loadSiteDir(root).diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  })

  test('refuses a taken address, a bad one, a page that is no entry, and an entry with unsaved changes', async () => {
    const job = 'pages/_collections/jobs/devops-engineer.yaml'
    expect((await post('rename', { file: job, to: 'business-analyst' })).status).toBe(409)
    expect((await post('rename', { file: job, to: 'Not Valid!' })).status).toBe(400)
    expect((await post('rename', { file: 'pages/about.yaml', to: 'us' })).status).toBe(400)
    await post('draft', { file: job, data: { title: 'x' } })
    expect((await post('rename', { file: job, to: 'devops-lead' })).status).toBe(409)
    await post('draft', { file: job, discard: true })
    // A job's id is written in its file: it follows the new name, and the lint stays clean.
    expect((await post('rename', { file: job, to: 'devops-lead' })).status).toBe(200)
    const moved = readFileSync(join(root, 'pages/_collections/jobs/devops-lead.yaml'), 'utf8')
    expect(moved).not.toMatch(/^id: devops-engineer$/m)
    // Its Spanish translation moves with it.
    expect(existsSync(join(root, 'pages/_collections/jobs/devops-lead.es.yaml'))).toBe(true)
    expect(existsSync(join(root, 'pages/_collections/jobs/devops-engineer.es.yaml'))).toBe(false)
    expect(loadSiteDir(root).diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  })
})
