// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createDevContent } from '../../src/site/dev-content.ts'
import { contentDirOptions } from '../../src/content/load-content-dir.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'

const root = process.cwd()
const real = readContentDir(root)
const options = contentDirOptions(root)
const industries = 'pages/_collections/industries.yaml'

describe('the dev preview content', () => {
  it('survives an id renamed in a collection that another page lists: that page shows the problem, the rest renders', () => {
    const update = createDevContent()
    update(real, options)
    const renamed = real.map((f) =>
      f.file === industries ? { ...f, text: f.text.replace('- id: healthcare', '- id: health-care') } : f,
    )
    const { site, errors } = update(renamed, options)
    expect(errors.map((e) => `${e.file}:${e.line}`)).toContain('pages/index.yaml:63')
    const home = site.page('/')!
    expect(home.problems?.map((p) => p.message).join('\n')).toMatch(/healthcare/)
    expect(site.page('/about')!.problems).toBeUndefined()
    expect(site.page('/about')!.sections.length).toBeGreaterThan(0)
    // Renaming it back brings the home page back, without problems.
    const again = update(real, options).site.page('/')!
    expect(again.problems).toBeUndefined()
    expect(again.sections.some((s) => s.type === 'hero')).toBe(true)
  })

  it('marks a page whose file never built since the start: the not-found page shows in its place, with the problem', () => {
    const update = createDevContent()
    const broken = real.map((f) =>
      f.file === 'pages/about.yaml' ? { ...f, text: f.text.replace('heading: Who We Are', 'heading Who We Are') } : f,
    )
    const { site } = update(broken, options)
    const about = site.page('/about')!
    expect(about.neverBuilt).toBe(true)
    expect(about.problems?.map((p) => p.file)).toEqual(['pages/about.yaml'])
    // A page that built before keeps its last version, and is not so marked.
    const later = createDevContent()
    later(real, options)
    expect(later(broken, options).site.page('/about')!.neverBuilt).toBeUndefined()
  })

  it('shows a translation of nothing on its language’s pages only, not on every page of the site', () => {
    const update = createDevContent()
    update(real, options)
    const job = 'pages/_collections/jobs/devops-engineer'
    // The original renamed (devops-engineer-2.yaml): its translation now translates nothing.
    const renamed = real.map((f) => (f.file === `${job}.yaml` ? { ...f, file: `${job}-2.yaml` } : f))
    const { site, errors } = update(renamed, options)
    expect(errors.map((e) => `${e.file} ${e.code}`)).toContain(`${job}.es.yaml translation-without-original`)
    const said = (key: string) => (site.page(key)?.problems ?? []).map((p) => p.message).join('\n')
    expect(said('/es/empleos')).toMatch(/devops-engineer\.yaml/)
    expect(said('/')).toBe('')
    expect(said('/about')).toBe('')
  })
})
