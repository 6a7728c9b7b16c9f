import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticServer, goneRules } from '../../src/server/static-server.ts'

const dir = mkdtempSync(join(tmpdir(), 'gone-'))
let server: Server
let origin: string
beforeAll(async () => {
  for (const id of ['closed-role', 'open-role']) {
    mkdirSync(join(dir, 'careers/apply', id), { recursive: true })
    writeFileSync(join(dir, 'careers/apply', id, 'index.html'), `<h1>${id}</h1>`)
  }
  writeFileSync(join(dir, '404.html'), '<h1>Not found</h1>')
  writeFileSync(
    join(dir, '_redirects'),
    '# Written by the build\n/careers/apply/closed-role  /careers/apply/closed-role/index.html  410!\n',
  )
  server = createStaticServer(dir)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((r) => server.close(r))
  rmSync(dir, { recursive: true, force: true })
})

describe("a closed job's page: 410 Gone, as _redirects says", () => {
  it('answers 410 with the page as built, with or without the slash; an open job 200; the rules file itself 404', async () => {
    for (const path of ['/careers/apply/closed-role', '/careers/apply/closed-role/']) {
      const res = await fetch(origin + path)
      expect([res.status, await res.text(), res.headers.get('cache-control')]).toEqual([
        410,
        '<h1>closed-role</h1>',
        'public, max-age=0, must-revalidate',
      ])
    }
    expect((await fetch(`${origin}/careers/apply/open-role`)).status).toBe(200)
    expect((await fetch(`${origin}/_redirects`)).status).toBe(404)
  })

  it("reads only the 410 rules of Netlify's format", () => {
    expect([
      ...goneRules('# comment\n/a /a/index.html 410!\n/b/  /b/index.html 410\n/c /d 301\n/e /f 404\n\n'),
    ]).toEqual(['/a', '/b'])
  })
})
