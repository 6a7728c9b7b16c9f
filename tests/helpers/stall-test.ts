/**
 * npm run loadtest -- --stall: how long a colleague's GET file waits in the team studio's API while others send it
 * heavy work (issue 43, finding 5: 20 drafts of 450 kB once held a GET file for 11 s). Three loads, each beside Sam
 * opening pages/about.yaml again 20 ms after each answer: 20 drafts of 450 kB sent at once by one person, the same by
 * four people, and a 40,000-name file arriving in pages/ while the file list, a preview and a lint are asked for.
 * Prints, for each, the longest delay beyond the GET's time with nothing else asked, against STALL_BOUND_MS.
 * tests/studio/no-stall.isolated.test.ts runs the same loads and checks what is answered and where the work ran.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'
import { parse } from 'yaml'
import { callAs, git, startStudioSite, type StudioSite } from '../studio/studio-site.ts'

/** A colleague's request should be delayed by less than this beside any of the loads. */
export const STALL_BOUND_MS = 300

const personOf = (req: IncomingMessage) => {
  const name = String(req.headers['x-person'])
  return { name, email: `${name}@cedarridge.example` }
}

/**
 * The team studio's API for `name` over a copy of the site committed to git, the person of a request from its
 * x-person header (as the team server's session gives it); its worker started and the site read (as the first file
 * list does).
 */
export async function teamSite(name: string): Promise<StudioSite> {
  const site = await startStudioSite(name, {
    prepare: (_dir, root) => {
      git(root, 'init', '-q', '-b', 'main')
      git(root, 'add', 'pages')
      git(root, 'commit', '-q', '-m', 'The site')
    },
    options: { team: { authorOf: personOf, reviewOnly: () => false, done: () => undefined } },
  })
  const files = await callAs(site, 'sam', 'files')
  if (files.status !== 200) throw new Error(`the file list answered ${files.status}`)
  return site
}

export const about = parse(readFileSync('pages/about.yaml', 'utf8')) as { sections: Record<string, unknown>[] }

/** The about page grown to 450 kB in 4,900 lines (the studio takes 512 kB, 5,000 lines), its hero headed `heading`. */
export function bigAbout(heading: string) {
  const data = structuredClone(about)
  data.sections[0] = { ...data.sections[0], heading }
  for (let i = 0; data.sections.length < 1200; i++)
    data.sections.push({ type: 'richText', heading: `Part ${i}`, body: `Words${i}`.repeat(40) })
  return data
}

const openAbout = 'file?path=pages%2Fabout.yaml'

/** How long a person's GET file of pages/about.yaml takes with nothing else asked: the median of seven. */
export async function quietTime(site: StudioSite, who: string) {
  const times: number[] = []
  for (let i = 0; i < 7; i++) {
    const started = performance.now()
    const opened = await callAs(site, who, openAbout)
    if (opened.status !== 200) throw new Error(`GET file answered ${opened.status}`)
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[3]!
}

/**
 * `who` opens pages/about.yaml again 20 ms after each answer until `work` is done: how many GET files were asked,
 * their statuses, and how much longer than `quiet` (quietTime) the slowest took (the delay the work made).
 */
export async function askWhile(site: StudioSite, who: string, quiet: number, work: Promise<unknown>) {
  let done = false
  void work.finally(() => (done = true))
  let worst = 0
  const statuses: number[] = []
  while (!done) {
    const started = performance.now()
    const opened = await callAs(site, who, openAbout)
    worst = Math.max(worst, performance.now() - started - quiet)
    statuses.push(opened.status)
    await new Promise((r) => setTimeout(r, 20))
  }
  return { worst, asked: statuses.length, statuses }
}

/** 20 drafts of 450 kB of pages/about.yaml sent at once, the `i`th by `people[i % people.length]`, headed `heading(i)`. */
export function sendDrafts(site: StudioSite, people: string[], heading: (i: number) => string) {
  // The bodies are made first: the test's own JSON is not the server's time.
  const bodies = Array.from({ length: 20 }, (_, i) =>
    JSON.stringify({ file: 'pages/about.yaml', data: bigAbout(heading(i)) }),
  )
  const linted: number[] = []
  const answers = Promise.all(
    bodies.map((body, i) =>
      callAs(site, people[i % people.length]!, 'draft', body).then((a) => (a.body.superseded || linted.push(i), a)),
    ),
  )
  return { answers, linted }
}

/** A 40,000-name YAML file written into pages/ of `root`; `remove` takes it away again. */
export function bigFile(root: string) {
  const names = Array.from({ length: 40_000 }, (_, i) => `key${i}: value ${i}`).join('\n')
  writeFileSync(join(root, 'pages/big.yaml'), `title: Big\n${names}\n`)
  return { file: 'pages/big.yaml', remove: () => rmSync(join(root, 'pages/big.yaml')) }
}

/** The file list, a preview of the site, a draft's lint and a page's preview, asked at once by three people. */
export const askEverything = (site: StudioSite) =>
  Promise.all([
    callAs(site, 'dana', 'files'),
    callAs(site, 'dana', 'preview-site'),
    callAs(site, 'ann', 'draft', { file: 'pages/contact.yaml', data: { title: 'Contact' } }),
    callAs(site, 'ben', 'preview-page?key=%2Fabout'),
  ])

export interface StallFigure {
  load: string
  /** The longest delay of a colleague's GET file, in ms, beyond its time with nothing else asked. */
  worst: number
  asked: number
}

/** Runs the three loads (see the top of this file) on a fresh team studio; the figure of each. */
export async function stallTest(log: (line: string) => void = () => {}): Promise<StallFigure[]> {
  const site = await teamSite('stall-test')
  try {
    const quiet = await quietTime(site, 'sam')
    log(`a GET file with nothing else asked: ${quiet.toFixed(0)} ms`)
    const figures: StallFigure[] = []
    const measure = async (load: string, work: () => Promise<unknown>) => {
      const { worst, asked } = await askWhile(site, 'sam', quiet, work())
      figures.push({ load, worst, asked })
      log(`${load}: the longest delay of ${asked} GET file ${worst.toFixed(0)} ms`)
    }
    await measure('20 drafts of 450 kB by one person', () => sendDrafts(site, ['dana'], (i) => `Draft ${i}`).answers)
    await measure(
      '20 drafts of 450 kB by four people',
      () => sendDrafts(site, ['ann', 'ben', 'cy', 'dee'], (i) => `Draft ${i}`).answers,
    )
    const big = bigFile(site.root)
    try {
      await measure('a 40,000-name file arriving', () => askEverything(site))
    } finally {
      big.remove()
    }
    return figures
  } finally {
    await site.close()
  }
}

export const describeStallTest = (figures: StallFigure[]) =>
  figures
    .map((f) => `${f.load}: ${f.worst.toFixed(0)} ms at worst over ${f.asked} GET file (bound ${STALL_BOUND_MS} ms)`)
    .join('\n')
