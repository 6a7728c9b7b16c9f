// @vitest-environment node
/**
 * publishAt, unpublishAt and draft on entries and pages; the site's time zone; a job closing at the end of its last
 * day there: the public site (loadAndPlan, what the build makes) leaves out what is not live at the build's now, the
 * previews (loadAndBuild) keep it; the lint explains bad times and links that lead nowhere for a while; and the
 * schedule lists the moments to come.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lintContent } from '../../src/content/lint-content.ts'
import { siteModel } from '../../src/site/site-model.ts'
import { contentDirOptions } from '../../src/content/load-content-dir.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import type { SourceFile } from '../../src/content/source-file.ts'
import { buildNow } from '../../src/lib/build-now.ts'
import { endOfDay, parseWrittenTime, zonedDay, zonedIsoTime } from '../../src/lib/zoned-time.ts'
import { momentWords } from '../../src/lib/moment-words.ts'
import { loadAndBuild, loadAndPlan, loadSite } from '../../src/site/load-site.ts'
import { scheduledChanges } from '../../src/site/scheduled-changes.ts'
import type { ScheduledChange as Contract } from '../../src/studio/api/site-builds.ts'
import type { ScheduledChange } from '../../src/site/scheduled-changes.ts'

const CHICAGO = 'America/Chicago'
const root = process.cwd()
const options = contentDirOptions(root)
const real = readContentDir(root)
const ARTICLE = 'pages/_collections/articles/ai-driven-staffing-solutions.yaml'
const JOB = 'pages/_collections/jobs/devops-engineer.yaml'
const text = (file: string) => real.find((f) => f.file === file)!.text

/** The real content with `changes` (file → its new text, or a function of its text) and the site's time zone. */
function site(changes: Record<string, string | ((t: string) => string)>, zone: string | null = CHICAGO): SourceFile[] {
  const files = real.map((f) => {
    let t = f.text
    if (f.file === 'pages/_site.yaml')
      t = t.replace(/^timeZone: .*\n/m, '').replace(/^origin: .*$/m, (l) => (zone ? `${l}\ntimeZone: ${zone}` : l))
    const change = changes[f.file]
    if (change !== undefined) t = typeof change === 'string' ? change : change(t)
    return { ...f, text: t }
  })
  for (const [file, change] of Object.entries(changes))
    if (!real.some((f) => f.file === file)) files.push({ file, text: String(change) })
  return files
}

const saved = { now: process.env.SITE_NOW, date: process.env.SITE_DATE }
afterEach(() => {
  for (const [key, value] of [
    ['SITE_NOW', saved.now],
    ['SITE_DATE', saved.date],
  ] as const)
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
})

/** The public site's routes (pages and those made from collections) as the build plans them at `now`. */
function publicRoutes(files: SourceFile[], now: string): Set<string> {
  process.env.SITE_NOW = now
  const { planned, result } = loadAndPlan(files, options)
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  return new Set([...planned!.built.pages.keys(), ...planned!.later.keys()])
}

describe('times written in content', () => {
  it('are read in the site’s time zone; a date alone is midnight there; Z or an offset is that instant', () => {
    const at = (s: string) => new Date(parseWrittenTime(s, CHICAGO)!).toISOString()
    expect(at('2026-12-01')).toBe('2026-12-01T06:00:00.000Z')
    expect(at('2026-12-01 09:00')).toBe('2026-12-01T15:00:00.000Z')
    expect(at('2026-07-01T09:00')).toBe('2026-07-01T14:00:00.000Z')
    expect(at('2026-12-01T09:00Z')).toBe('2026-12-01T09:00:00.000Z')
    expect(at('2026-12-01T09:00:00+02:00')).toBe('2026-12-01T07:00:00.000Z')
    // 02:30 on the day the clocks spring forward does not exist: it is read with the offset before.
    expect(at('2026-03-08 02:30')).toBe('2026-03-08T08:30:00.000Z')
    for (const bad of ['2026-02-30', '2026-12-01 24:00', '2026-13-01', 'tomorrow', '2026-12-01 09:60'])
      expect(parseWrittenTime(bad, CHICAGO)).toBeUndefined()
  })

  it('give the day in the zone, the end of a day there, and words an editor reads', () => {
    expect(zonedDay(Date.parse('2026-12-01T05:59:59Z'), CHICAGO)).toBe('2026-11-30')
    expect(zonedDay(Date.parse('2026-12-01T06:00:00Z'), CHICAGO)).toBe('2026-12-01')
    expect(new Date(endOfDay('2026-11-30', CHICAGO)!).toISOString()).toBe('2026-12-01T06:00:00.000Z')
    expect(momentWords(Date.parse('2026-12-01T15:00:00Z'), CHICAGO)).toBe('Tue 1 Dec, 09:00')
    // A job's last second, as its JobPosting says it: with the zone's offset of that day (summer time, then not).
    expect(zonedIsoTime(endOfDay('2027-04-30', CHICAGO)! - 1000, CHICAGO)).toBe('2027-04-30T23:59:59-05:00')
    expect(zonedIsoTime(endOfDay('2026-11-30', CHICAGO)! - 1000, CHICAGO)).toBe('2026-11-30T23:59:59-06:00')
    expect(zonedIsoTime(Date.parse('2026-11-30T12:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-30T17:30:00+05:30')
  })

  it('make the build’s now: SITE_NOW an instant, SITE_DATE midnight of that day in the zone', () => {
    process.env.SITE_NOW = '2026-12-01T15:00:00Z'
    expect(buildNow(CHICAGO)).toBe(Date.parse('2026-12-01T15:00:00Z'))
    delete process.env.SITE_NOW
    process.env.SITE_DATE = '2026-11-25'
    expect(buildNow(CHICAGO)).toBe(Date.parse('2026-11-25T06:00:00Z'))
    process.env.SITE_NOW = 'soon'
    expect(() => buildNow(CHICAGO)).toThrow(/SITE_NOW="soon" is not a date and time/)
  })
})

describe('the public site', () => {
  const scheduled = site({ [ARTICLE]: (t) => `${t}publishAt: 2026-12-01 09:00\nunpublishAt: 2027-01-01\n` })
  const page = '/insights/ai-driven-staffing-solutions'

  it('leaves an article out until its publishAt and from its unpublishAt, in its list too', () => {
    for (const [now, live] of [
      ['2026-12-01T14:59:59Z', false],
      ['2026-12-01T15:00:00Z', true],
      ['2026-12-31T05:59:59Z', true],
      ['2026-12-31T06:00:00Z', true],
      ['2027-01-01T06:00:00Z', false],
    ] as const) {
      expect(publicRoutes(scheduled, now).has(page), now).toBe(live)
      const { planned } = loadAndPlan(scheduled, options)
      const list = JSON.stringify(planned!.built.pages.get('/insights'))
      expect(list.includes(page), `${now}: /insights lists it`).toBe(live)
    }
  })

  it('never holds a draft page or entry, and keeps the not-found page and every other route', () => {
    const drafts = site({
      'pages/about.yaml': (t) => `draft: true\n${t}`,
      [ARTICLE]: (t) => `${t}draft: true\n`,
    })
    const routes = publicRoutes(drafts, '2030-01-01T00:00:00Z')
    expect(routes.has('/about')).toBe(false)
    expect(routes.has(page)).toBe(false)
    const all = publicRoutes(site({}), '2030-01-01T00:00:00Z')
    // The Spanish About goes with it: a translation is as live as its original.
    expect([...all].filter((r) => !routes.has(r)).sort()).toEqual(['/about', '/es/nosotros', page])
  })

  it('is what the previews do not filter: the studio and the dev server show drafts and scheduled entries', () => {
    process.env.SITE_NOW = '2026-11-01T00:00:00Z'
    const { built } = loadAndBuild(site({ [ARTICLE]: (t) => `${t}draft: true\npublishAt: 2027-01-01\n` }), options)
    expect(built!.pages.has(page)).toBe(true)
  })

  it('closes a job at the end of its validThrough day in the site’s time zone (410 and out of lists as before)', () => {
    const job = '/careers/apply/devops-engineer'
    const files = site({ [JOB]: (t) => t.replace(/^validThrough: .*$/m, 'validThrough: 2026-11-30') })
    const closed = (now: string) => {
      process.env.SITE_NOW = now
      const { planned } = loadAndPlan(files, options)
      return planned!.later.get(job)!().gone === true
    }
    expect(closed('2026-12-01T05:59:59Z')).toBe(false)
    expect(closed('2026-12-01T06:00:00Z')).toBe(true)
    // A site with no time zone keeps UTC days.
    process.env.SITE_NOW = '2026-12-01T00:00:00Z'
    const { planned } = loadAndPlan(
      site({ [JOB]: (t) => t.replace(/^validThrough: .*$/m, 'validThrough: 2026-11-30') }, null),
      options,
    )
    expect(planned!.later.get(job)!().gone).toBe(true)
  })

  it('drops a card or a listed job that is not live rather than failing', () => {
    const files = site({
      'pages/_collections/partners.yaml': (t) => t.replace(/^( *)- id: (\S+)$/m, '$1- id: $2\n$1  draft: true'),
    })
    process.env.SITE_NOW = '2026-12-01T00:00:00Z'
    const { planned, result } = loadAndPlan(files, options)
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    const grid = planned!.built.pages.get('/')!.sections.find((s) => s.type === 'partnerGrid') as unknown as {
      entries: { id: string }[]
    }
    expect(grid.entries.length).toBeGreaterThan(0)
    expect(grid.entries.map((e) => e.id)).not.toContain('sap')
    // The lint says where a list shows one less, and why.
    const said = result.diagnostics.filter((d) => d.code === 'ref-not-live')
    expect(said.map((d) => [d.file, d.severity, d.message])).toEqual(
      ['pages/about.yaml', 'pages/index.yaml'].map((file) => [
        file,
        'warning',
        '"sap" of partners is a draft, kept off the site: it is left out here meanwhile',
      ]),
    )
  })
})

describe('the lint', () => {
  const lint = (files: SourceFile[], now = '2026-11-25T12:00:00Z') =>
    loadSite(files, { ...options, now: Date.parse(now) }).diagnostics.filter((d) =>
      ['bad-time-zone', 'bad-moment', 'unpublish-before-publish', 'link-not-live'].includes(d.code),
    )

  it('explains a time zone, a day or a time that does not exist, and a take-down before going live', () => {
    const found = lint(
      site(
        {
          [ARTICLE]: (t) => `${t}publishAt: 2026-02-30 09:00\n`,
          [JOB]: (t) => `${t}publishAt: 2026-12-01 09:00\nunpublishAt: 2026-11-01\n`,
        },
        'Central',
      ),
    )
    expect(found.map((d) => [d.file, d.code, d.severity, d.message])).toEqual([
      [
        'pages/_collections/articles/ai-driven-staffing-solutions.yaml',
        'bad-moment',
        'error',
        'Goes live at "2026-02-30 09:00" is not a day and time of the calendar',
      ],
      [
        'pages/_collections/jobs/devops-engineer.yaml',
        'unpublish-before-publish',
        'error',
        'Taken down at (2026-11-01) is not after Goes live at (2026-12-01 09:00): it would never be on the site',
      ],
      ['pages/_site.yaml', 'bad-time-zone', 'error', '"Central" is not a time zone this computer knows'],
    ])
    expect(found[1]!.inFile?.message).toContain('Taken down at (unpublishAt:)')
  })

  it('warns about a link from a live page to one that goes live later, saying until when', () => {
    const target = '/insights/ai-driven-staffing-solutions'
    const files = site({
      [ARTICLE]: (t) => `${t}publishAt: 2026-12-01 09:00\n`,
      'pages/about.yaml': (t) => t.replace(/^title: .*$/m, (l) => l),
      'pages/extra.yaml': `title: Extra\ndescription: A page that links to a scheduled article for the test.\nkeywords: [extra]\nsections:\n  - type: cta\n    heading: Read it\n    actions: [{ label: Read, to: ${target} }]\n`,
    })
    const found = lint(files)
    expect(found.map((d) => [d.file, d.code, d.severity, d.message])).toEqual([
      [
        'pages/extra.yaml',
        'link-not-live',
        'warning',
        `link "${target}" goes to a page that goes live only on Tue 1 Dec 2026, 09:00 (Central Time): the link leads nowhere meanwhile`,
      ],
    ])
    // The linking page going live at the same time (or later), or after it went live: nothing to say.
    const same = files.map((f) =>
      f.file === 'pages/extra.yaml' ? { ...f, text: `publishAt: 2026-12-01 09:00\n${f.text}` } : f,
    )
    expect(lint(same)).toEqual([])
    expect(lint(files, '2026-12-01T15:00:00Z')).toEqual([])
    // To a draft: a warning too; from a draft: none.
    const draft = files.map((f) => (f.file === ARTICLE ? { ...f, text: `${text(ARTICLE)}draft: true\n` } : f))
    expect(lint(draft).map((d) => d.message)).toEqual([
      `link "${target}" goes to a page that is a draft, kept off the site: the link leads nowhere meanwhile`,
    ])
    const fromDraft = draft.map((f) => (f.file === 'pages/extra.yaml' ? { ...f, text: `draft: true\n${f.text}` } : f))
    expect(lint(fromDraft)).toEqual([])
  })
})

describe('the lint of a built site', () => {
  it('warns about a publishAt passed that the last build in dist/ did not honour; --strict fails on it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schedule-lint-'))
    try {
      cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true })
      cpSync(join(root, 'public'), join(dir, 'public'), { recursive: true })
      const file = join(dir, ARTICLE)
      writeFileSync(file, `${readFileSync(file, 'utf8')}publishAt: 2026-12-01 09:00\n`)
      process.env.SITE_NOW = '2026-12-02T00:00:00Z'
      const unbuilt = (strict = false) => {
        const { result, failed } = lintContent(dir, siteModel, 'pretty', { strict })
        return { failed, found: result.diagnostics.filter((d) => d.code === 'publish-not-built') }
      }
      // No build yet: nothing to compare with.
      expect(unbuilt().found).toEqual([])
      mkdirSync(join(dir, 'dist'))
      writeFileSync(join(dir, 'dist/index.html'), '<!doctype html>')
      const { found, failed } = unbuilt()
      expect(failed).toBe(false)
      expect(found.map((d) => [d.file, d.severity, d.message, d.hint])).toEqual([
        [
          ARTICLE,
          'warning',
          'Goes live at (2026-12-01 09:00) has passed, but the site in dist/ was built before it and lacks this page',
          'build the site again (npm run build), or let the server that builds it do so',
        ],
      ])
      expect(unbuilt(true).failed).toBe(true)
      // Before its time (09:00 UTC: this copy names no time zone), or once built: nothing.
      process.env.SITE_NOW = '2026-12-01T08:59:00Z'
      expect(unbuilt().found).toEqual([])
      process.env.SITE_NOW = '2026-12-02T00:00:00Z'
      mkdirSync(join(dir, 'dist/insights/ai-driven-staffing-solutions'), { recursive: true })
      writeFileSync(join(dir, 'dist/insights/ai-driven-staffing-solutions/index.html'), '<!doctype html>')
      expect(unbuilt().found).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the schedule', () => {
  it('lists what goes live, is taken down and closes after now, soonest first, with titles and addresses', () => {
    const files = site({
      [ARTICLE]: (t) => `${t}publishAt: 2026-12-01 09:00\nunpublishAt: 2027-01-01\n`,
      [JOB]: (t) => t.replace(/^validThrough: .*$/m, 'validThrough: 2026-12-15'),
      'pages/about.yaml': (t) => `draft: true\npublishAt: 2026-12-02\n${t}`,
    })
    const { content } = loadSite(files, options)
    const now = Date.parse('2026-11-25T12:00:00Z')
    const changes = scheduledChanges(content!, now)
    const origin = 'https://www.cedarridge-tech.com'
    expect(changes.filter((c) => c.at < '2027-01-02')).toEqual([
      {
        file: ARTICLE,
        title: 'AI-Driven Staffing Solutions',
        kind: 'publish',
        at: '2026-12-01T15:00:00.000Z',
        url: `${origin}/insights/ai-driven-staffing-solutions`,
      },
      {
        file: JOB,
        title: 'DevOps Engineer',
        kind: 'close',
        at: '2026-12-16T06:00:00.000Z',
        url: `${origin}/careers/apply/devops-engineer`,
      },
      {
        file: ARTICLE,
        title: 'AI-Driven Staffing Solutions',
        kind: 'unpublish',
        at: '2027-01-01T06:00:00.000Z',
        url: `${origin}/insights/ai-driven-staffing-solutions`,
      },
    ])
    // Later: only what is still to come; the other jobs close at the end of their days in 2027.
    expect(scheduledChanges(content!, Date.parse('2026-12-01T15:00:00Z'))[0]!.kind).toBe('close')
    expect(changes.filter((c) => c.at >= '2027-01-02').every((c) => c.kind === 'close')).toBe(true)
    // The real site schedules nothing but its jobs' closings; a build reports it beside its pages (what the server
    // that builds keeps its timer by).
    const { scheduled } = loadAndPlan(readContentDir(root), contentDirOptions(root))
    expect(scheduled!.every((c) => c.kind === 'close' && c.file.startsWith('pages/_collections/jobs/'))).toBe(true)
    expect(scheduled!.length).toBe(5)
    const contract: Contract[] = changes
    const back: ScheduledChange[] = contract
    expect(back).toBe(changes)
  })
})
