import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentHash } from '../../src/lib/content-hash.ts'
import { callAs, personOf, startStudioSite, type StudioSite } from './studio-site.ts'

// Saves of one page by two people (the person of a request comes from a header, as the team server's session gives
// it), and against a change made on disk with a text editor.

let site: StudioSite
beforeAll(async () => {
  site = await startStudioSite('save-merge', {
    options: { team: { authorOf: personOf, reviewOnly: () => false, done: () => undefined } },
  })
})
afterAll(() => site.close())

const call = (who: string, name: string, body?: object) => callAs(site, who, name, body)
const open = async (who: string, file: string) =>
  (await call(who, `file?path=${encodeURIComponent(file)}`)).body as { data: any; hash: string; text: string }
const save = (who: string, file: string, data: unknown, hash: string) => call(who, 'save', { file, data, hash })
const disk = (file: string) => readFileSync(join(site.root, file), 'utf8')
/** The lines of `after` that differ from `before`, when no line was added or removed. */
const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split('\n'), after.split('\n')]
  expect(b.length).toBe(a.length)
  return b.filter((line, i) => line !== a[i])
}

describe('a save of a file changed since it was opened', () => {
  it('merges changes to different fields, each written as its own line, and says whose it kept', async () => {
    const file = 'pages/index.yaml'
    const dana = await open('dana', file)
    const pat = await open('pat', file)
    dana.data.sections[0].eyebrow = 'Staffing that ships'
    expect((await save('dana', file, dana.data, dana.hash)).status).toBe(200)
    const afterDana = disk(file)
    pat.data.sections[0].heading = 'Engineers who ship'
    const res = await save('pat', file, pat.data, pat.hash)
    expect(res.status).toBe(200)
    const saved = parse(disk(file))
    expect(saved.sections[0].eyebrow).toBe('Staffing that ships')
    expect(saved.sections[0].heading).toBe('Engineers who ship')
    expect(changedLines(afterDana, disk(file))).toEqual(['    heading: Engineers who ship'])
    expect(res.body.merged.data).toEqual(saved)
    expect(res.body.merged.by).toEqual({ name: 'Dana Editor', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })
    expect(res.body.hash).toBe(contentHash(disk(file)))
  })

  it('merges a section added by one with a field edited by the other', async () => {
    const file = 'pages/about.yaml'
    const dana = await open('dana', file)
    const pat = await open('pat', file)
    dana.data.sections.push({ type: 'richText', body: 'Added by Dana.' })
    expect((await save('dana', file, dana.data, dana.hash)).status).toBe(200)
    pat.data.title = 'About us, by Pat'
    expect((await save('pat', file, pat.data, pat.hash)).status).toBe(200)
    const saved = parse(disk(file))
    expect(saved.title).toBe('About us, by Pat')
    expect(saved.sections.at(-1)).toEqual({ type: 'richText', body: 'Added by Dana.' })
    expect(saved.sections.length).toBe(dana.data.sections.length)
  })

  it('asks when both changed the same field, with both values and who, writing nothing; the choice then saves', async () => {
    const file = 'pages/contact.yaml'
    const dana = await open('dana', file)
    const pat = await open('pat', file)
    dana.data.title = 'Talk to Dana'
    expect((await save('dana', file, dana.data, dana.hash)).status).toBe(200)
    const afterDana = disk(file)
    pat.data.title = 'Talk to Pat'
    pat.data.description = 'Pat’s description'
    const res = await save('pat', file, pat.data, pat.hash)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(
      'Dana Editor changed a field you also changed since you opened it: choose which version to keep.',
    )
    expect(res.body.conflicts).toEqual([{ path: ['title'], theirs: 'Talk to Dana', mine: 'Talk to Pat' }])
    expect(res.body.by.name).toBe('Dana Editor')
    expect(res.body.hash).toBe(contentHash(afterDana))
    expect(res.body.merged).toEqual({ ...dana.data, title: 'Talk to Pat', description: 'Pat’s description' })
    expect(disk(file)).toBe(afterDana)
    // Pat keeps Dana's title and his description: saved against the version on disk, it is written as it is.
    const chosen = { ...res.body.merged, title: 'Talk to Dana' }
    expect((await save('pat', file, chosen, res.body.hash)).status).toBe(200)
    expect(parse(disk(file))).toEqual(chosen)
  })

  it('merges with a change made on disk by a text editor, naming nobody, with the file’s time', async () => {
    const file = 'pages/careers.yaml'
    const mine = await open('pat', file)
    writeFileSync(join(site.root, file), disk(file).replace(/^title: .*$/m, 'title: Careers, from the text editor'))
    const at = statSync(join(site.root, file)).mtime.toISOString()
    expect((await call('pat', `file-state?path=${encodeURIComponent(file)}`)).body).toEqual({
      hash: contentHash(disk(file)),
      by: { at },
    })
    mine.data.description = 'Described in the studio'
    const res = await save('pat', file, mine.data, mine.hash)
    expect(res.status).toBe(200)
    expect(res.body.merged.by).toEqual({ at })
    const saved = parse(disk(file))
    expect([saved.title, saved.description]).toEqual(['Careers, from the text editor', 'Described in the studio'])
  })

  it('says whose save the version on disk is', async () => {
    const file = 'pages/index.yaml'
    const dana = await open('dana', file)
    dana.data.sections[0].eyebrow = 'Once more'
    expect((await save('dana', file, dana.data, dana.hash)).status).toBe(200)
    const state = (await call('pat', `file-state?path=${encodeURIComponent(file)}`)).body
    expect(state).toEqual({ hash: contentHash(disk(file)), by: { name: 'Dana Editor', at: expect.any(String) } })
  })

  it('merges only from a version the studio had: a made-up one makes every difference ask, and nothing is written', async () => {
    const file = 'pages/services.yaml'
    const real = await open('pat', file)
    const before = disk(file)
    // The client claims to have started from a version in which the title and description were something else,
    // hoping its own title would count as the only change: the server never had that version.
    const forged = before.replace(/^title: .*$/m, 'title: Forged')
    const res = await call('pat', 'save', {
      file,
      data: { ...real.data, title: 'Mine' },
      hash: contentHash(forged),
      base: forged,
    })
    expect(res.status).toBe(409)
    expect(res.body.conflicts).toEqual([{ path: ['title'], theirs: real.data.title, mine: 'Mine' }])
    expect(disk(file)).toBe(before)
    // Nor anything outside pages/, whatever it merges.
    expect((await save('pat', '../package.json', {}, 'x')).status).toBe(403)
    expect((await call('pat', `file-state?path=${encodeURIComponent('../package.json')}`)).status).toBe(403)
  })
})
