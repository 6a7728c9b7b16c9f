import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { scaffold } from '../../src/site/scaffold.ts'
import { lintContent } from '../../src/content/lint-content.ts'
import { siteModel } from '../../src/site/site-model.ts'

let project: string
afterEach(() => rmSync(project, { recursive: true, force: true }))
function copy(): string {
  project = mkdtempSync(join(tmpdir(), 'scaffold-'))
  cpSync('pages', join(project, 'pages'), { recursive: true })
  cpSync('public', join(project, 'public'), { recursive: true })
  return project
}

describe('npm run new', () => {
  it('writes an article, a job and a page that pass the lint, and prints their routes', () => {
    const root = copy()
    expect(scaffold(root, 'article', 'Cloud Cost Control', { today: '2026-11-22' })).toEqual({
      ok: true,
      file: 'pages/_collections/articles/cloud-cost-control.yaml',
      route: '/insights/cloud-cost-control',
    })
    expect(scaffold(root, 'job', 'Site Reliability Engineer', { today: '2026-11-22' })).toEqual({
      ok: true,
      file: 'pages/_collections/jobs/site-reliability-engineer.yaml',
      route: '/careers/apply/site-reliability-engineer',
    })
    expect(scaffold(root, 'page', 'services/sap-successfactors', { from: 'services/sap-basis' })).toEqual({
      ok: true,
      file: 'pages/services/sap-successfactors.yaml',
      route: '/services/sap-successfactors',
    })
    expect(scaffold(root, 'page', 'company/partner-program')).toMatchObject({
      ok: true,
      route: '/company/partner-program',
    })
    const article = readFileSync(join(root, 'pages/_collections/articles/cloud-cost-control.yaml'), 'utf8')
    expect(article).toContain('title: Cloud Cost Control\n')
    expect(article).toContain('date: 2026-11-22\n')
    expect(readFileSync(join(root, 'pages/services/sap-successfactors.yaml'), 'utf8')).toMatch(
      /^title: "Sap Successfactors"$|^title: "SAP Successfactors"$/m,
    )
    const lint = lintContent(root, siteModel, 'pretty', { strict: true })
    expect(lint.output).toMatch(
      /^✔ content ok: .* 38 routes \(24 pages, 6 jobs, 8 articles\), 26 in Español, no problems$/,
    )
  })

  it('never overwrites and says why', () => {
    const root = copy()
    expect(scaffold(root, 'article', 'AI-Driven Staffing Solutions')).toEqual({
      ok: false,
      message: 'pages/_collections/articles/ai-driven-staffing-solutions.yaml already exists: choose another title',
    })
    expect(scaffold(root, 'page', 'about')).toEqual({ ok: false, message: 'pages/about.yaml already exists' })
    expect(scaffold(root, 'widget', 'X')).toEqual({
      ok: false,
      message: '"widget" is not something new can make: use page, job, article, partner, service, industry',
    })
  })
})
