import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { contentHash } from '../../src/lib/content-hash.ts'
import { OVERRUN, StudioThread, SUPERSEDED } from '../../src/studio/api/studio-thread.ts'

// The studio's worker as the API uses it (tests/studio/no-stall.isolated.test.ts has it over HTTP): what runs, and in
// which order, when many jobs come at once.
let dir: string
let root: string
let thread: StudioThread
const file = 'pages/about.yaml'
const base = readFileSync(file, 'utf8')
const about = parse(base) as Record<string, unknown>
const lint = (title: string) => ({ kind: 'lint' as const, file, data: { ...about, title }, base, refused: [] })

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-thread-'))
  root = join(dir, 'site')
  cpSync('pages', join(root, 'pages'), { recursive: true })
  for (const d of ['schema', 'public']) symlinkSync(resolve(d), join(root, d), 'dir')
  thread = new StudioThread(root)
  await thread.run('', { kind: 'files' })
})
afterAll(() => {
  thread.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('StudioThread', () => {
  it('runs the first of 20 drafts of one slot and the newest; the 18 between answer superseded', async () => {
    const before = thread.started.get('lint') ?? 0
    const texts: string[] = []
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        thread.run('dana', lint(`Version ${n}`), { slot: `draft ${file}`, onText: (t) => texts.push(t) }),
      ),
    )
    expect((thread.started.get('lint') ?? 0) - before).toBe(2)
    expect(answers.map((a) => a === SUPERSEDED)).toEqual([false, ...Array<boolean>(18).fill(true), false])
    expect(texts.map((t) => t.match(/^title: (.*)$/m)![1])).toEqual(['Version 0', 'Version 19'])
    expect(answers[19]).toMatchObject({ own: [], blocking: [] })
  })

  it('serves the person served longest ago first: one person’s five jobs do not go before a colleague’s one', async () => {
    const order: string[] = []
    const jobs = [
      ...Array.from({ length: 5 }, (_, n) => ['dana', n] as const),
      ['sam', 0] as const,
      ['lee', 0] as const,
    ].map(([who, n]) => thread.run(who, lint(`${who} ${n}`)).then(() => order.push(`${who} ${n}`)))
    await Promise.all(jobs)
    expect(order).toEqual(['dana 0', 'sam 0', 'lee 0', 'dana 1', 'dana 2', 'dana 3', 'dana 4'])
  })

  it('shares the answer of a job waiting in the same slot when asked to', async () => {
    const before = thread.started.get('files') ?? 0
    const [first, second, third] = await Promise.all([
      thread.run('sam', { kind: 'files' }, { slot: 'files', share: true }),
      thread.run('sam', { kind: 'files' }, { slot: 'files', share: true }),
      thread.run('sam', { kind: 'files' }, { slot: 'files', share: true }),
    ])
    // The first was running when the others came: they wait for one more list, together.
    expect((thread.started.get('files') ?? 0) - before).toBe(2)
    expect(third).toBe(second)
    expect(first).toEqual(second)
  })

  it('stops a job past its budget and answers OVERRUN; a new worker takes the next job', async () => {
    const long = Array.from({ length: 400 }, (_, i) => ({
      type: 'richText',
      heading: `Part ${i}`,
      body: 'See[a](/about#who-we-are)[b](/contact)'.repeat(8),
    }))
    const job = { kind: 'lint' as const, file, data: { ...about, sections: long }, base, refused: [] as string[] }
    let text = ''
    const overrun = await thread.run('dana', job, { budgetMs: 50, onText: (t) => (text = t) })
    expect(overrun).toBe(OVERRUN)
    expect(thread.warm).toBe(false)
    expect(await thread.run('dana', lint('After the overrun'), { budgetMs: 60_000 })).toMatchObject({ own: [] })
    expect(thread.warm).toBe(true)
    // The same text again, given as refused, is not linted (it would run out again and stop the worker).
    const again = await thread.run('dana', { ...job, refused: [contentHash(text)] }, { budgetMs: 50 })
    expect(again).toEqual({ refused: true })
    expect(thread.warm).toBe(true)
  })
})
