import { afterEach, describe, expect, it, vi } from 'vitest'
import { askedView } from '../../../src/studio/team/asked-view.ts'
import { HashQueue } from '../../../src/studio/team/hash-queue.ts'
import { PASSWORD, teamFixture } from './team-fixture.ts'

// The sign-in form of the real team server, over HTTP: bursts, attacked names, spellings, a shared address.
let fixture: Awaited<ReturnType<typeof teamFixture>> | undefined
afterEach(async () => {
  await fixture?.close()
  fixture = undefined
})

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ')

/** A sign-in through a proxy that says the client's address (`X-Forwarded-For`), as `name` with `password`. */
const viaProxy =
  (fixture: Awaited<ReturnType<typeof teamFixture>>) => (forwarded: string, name: string, password: string) =>
    fixture.call(
      'POST',
      '/_studio/login',
      { 'Content-Type': 'application/x-www-form-urlencoded', Origin: fixture.origin, 'X-Forwarded-For': forwarded },
      new URLSearchParams({ name, password }).toString(),
    )

describe('signing in to the team studio', () => {
  it('checks at most 5 of 100 wrong passwords sent at once, and refuses a right one inside the burst', async () => {
    fixture = await teamFixture()
    const { login, hashes } = fixture
    const burst = Array.from({ length: 101 }, (_, i) => login('dana', i === 60 ? PASSWORD : `wrong guess ${i}`))
    const answers = await Promise.all(burst)
    expect(hashes.runs).toBeLessThanOrEqual(5)
    expect(answers[60]!.status).toBe(429)
    expect(answers[60]!.cookies).toEqual({})
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(hashes.runs)
    expect(statuses.filter((s) => s === 429)).toHaveLength(101 - hashes.runs)
    const refused = answers.find((a) => a.status === 429)!
    expect(refused.headers['retry-after']).toBe('60')
    expect(refused.body).toContain('Too many wrong passwords for this name or from this address. Wait 1 minute')
  })

  it('signs in at once, from another address, a person whose name was attacked from one', async () => {
    fixture = await teamFixture()
    const { login, hashes } = fixture
    await Promise.all(Array.from({ length: 30 }, (_, i) => login('dana', `wrong guess ${i}`, '127.0.0.66')))
    expect((await login('dana', PASSWORD, '127.0.0.66')).status).toBe(429)
    const checked = hashes.runs
    const own = await login('dana', PASSWORD, '127.0.0.10')
    expect(own.status).toBe(303)
    expect(own.headers.location).toBe('/_studio')
    expect(own.cookies.studio_session).toMatch(/^[\w-]{43}$/)
    expect(hashes.runs).toBe(checked + 1)
  })

  it('counts PAT, " Pat " and pat with a no-break space as one name, for the limit and for the account', async () => {
    fixture = await teamFixture()
    const { login } = fixture
    for (const name of ['PAT', ' Pat ', 'pat\u00a0', 'Pat\u2007', '\tpat'])
      expect((await login(name, 'a wrong password')).status).toBe(401)
    expect((await login('pat', PASSWORD)).status).toBe(429)
    expect((await login(' PAT\u00a0', PASSWORD, '127.0.0.11')).status).toBe(303)
  })

  it('behind a proxy without TRUST_PROXY (one address for everyone): a browser that signed in before still signs in', async () => {
    fixture = await teamFixture()
    const { login, auditLines } = fixture
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const earlier = await login('dana', PASSWORD)
    expect(earlier.cookies.studio_device).toBeDefined()
    const danasBrowser = `studio_device=${earlier.cookies.studio_device}`
    // Someone guesses through the same proxy: many names, and dana's.
    const guesses = Array.from({ length: 60 }, (_, i) => login(i % 3 ? `name${i}` : 'dana', `wrong ${i}`))
    expect((await Promise.all(guesses)).filter((a) => a.status === 401)).toHaveLength(30)
    // A browser that never signed in here waits (the address is held back)…
    const stranger = await login('pat', PASSWORD)
    expect(stranger.status).toBe(429)
    // …dana's own browser does not, nor after a typo of hers.
    expect((await login('dana', 'a typo of mine', '127.0.0.1', danasBrowser)).status).toBe(401)
    const again = await login('dana', PASSWORD, '127.0.0.1', danasBrowser)
    expect(again.status).toBe(303)
    expect(
      auditLines()
        .filter((e) => e.event === 'login')
        .map((e) => e.user),
    ).toEqual(['dana', 'dana'])
    // With X-Forwarded-For on the requests, the terminal is told once what to set.
    await login('dana', PASSWORD, '127.0.0.1', `${danasBrowser}`)
    await fixture.call('GET', '/_studio/login', { 'X-Forwarded-For': '203.0.113.5' })
    await fixture.call('GET', '/_studio/login', { 'X-Forwarded-For': '203.0.113.6' })
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('set TRUST_PROXY=1')])
  })

  it('with TRUST_PROXY counts the address the proxy added, not one the client wrote first', async () => {
    fixture = await teamFixture({ trustProxy: true })
    const signIn = viaProxy(fixture)
    const from = (forwarded: string, password: string) => signIn(forwarded, 'dana', password)
    // The guesser writes a new first entry each time; the proxy appends the address it saw.
    for (let i = 0; i < 5; i++) expect((await from(`10.1.1.${i}, 203.0.113.66`, 'wrong')).status).toBe(401)
    expect((await from('10.1.1.99, 203.0.113.66', PASSWORD)).status).toBe(429)
    expect((await from('203.0.113.10', PASSWORD)).status).toBe(303)
    expect(fixture.auditLines().map((e) => `${e.event} ${e.address}`)).toEqual([
      ...Array(5).fill('login-failed 203.0.113.66'),
      'login-limited 203.0.113.66',
      'login 203.0.113.10',
    ])
  })

  it('answers 503 with Retry-After, counting nothing, when too many passwords wait to be checked', async () => {
    const hashes = new HashQueue({ running: 1, waiting: 0 })
    fixture = await teamFixture({}, hashes)
    let release = () => {}
    const busy = hashes.run(() => new Promise<void>((r) => (release = r)))
    const answer = await fixture.login('dana', PASSWORD)
    expect(answer.status).toBe(503)
    expect(answer.headers['retry-after']).toMatch(/^\d+$/)
    expect(answer.body).toContain('The studio is checking many sign-ins at once. Try again in')
    release()
    await busy
    expect((await fixture.login('dana', PASSWORD)).status).toBe(303)
  })

  it('lets a browser that signed in before through a queue full of others’ sign-ins, first in line', async () => {
    const hashes = new HashQueue({ running: 1, waiting: 0 })
    fixture = await teamFixture({}, hashes)
    const earlier = await fixture.login('dana', PASSWORD)
    const danasBrowser = `studio_device=${earlier.cookies.studio_device}`
    let release = () => {}
    const busy = hashes.run(() => new Promise<void>((r) => (release = r)))
    expect((await fixture.login('pat', PASSWORD)).status).toBe(503)
    const dana = fixture.login('dana', PASSWORD, '127.0.0.1', danasBrowser)
    await new Promise((r) => setTimeout(r, 50))
    // One sign-in of that browser at a time goes first: a second one at once waits in line like anyone's.
    expect((await fixture.login('dana', PASSWORD, '127.0.0.1', danasBrowser)).status).toBe(503)
    release()
    await busy
    expect((await dana).status).toBe(303)
  })

  it('with TRUST_PROXY counts an IPv6 sender by its /64: five wrong passwords from its addresses, then it waits', async () => {
    fixture = await teamFixture({ trustProxy: true })
    const from = viaProxy(fixture)
    for (let i = 1; i <= 5; i++) expect((await from(`2001:db8:7:7::${i}`, 'pat', `wrong ${i}`)).status).toBe(401)
    const held = await from('2001:db8:7:7:ffff::1', 'pat', PASSWORD)
    expect([held.status, held.body]).toEqual([
      429,
      expect.stringContaining('Too many wrong passwords for this name or from this address. Wait 1 minute'),
    ])
    expect((await from('2001:db8:7:8::1', 'pat', PASSWORD)).status).toBe(303)
  })

  it('after ten wrong passwords for a name from as many addresses, a new address waits too, and is told why', async () => {
    fixture = await teamFixture({ trustProxy: true })
    const signIn = viaProxy(fixture)
    const from = (forwarded: string, password: string) => signIn(forwarded, 'pat', password)
    for (let i = 1; i <= 10; i++) expect((await from(`198.51.100.${i}`, `wrong ${i}`)).status).toBe(401)
    const held = await from('203.0.113.50', PASSWORD)
    expect([held.status, held.body]).toEqual([
      429,
      expect.stringContaining(
        'Too many wrong passwords for this name. Wait 1 minute and try again, or sign in from a browser you have signed in with before.',
      ),
    ])
  })

  it('writes one line for refused sign-ins per name and address, and keeps a 4,000-character name short', async () => {
    fixture = await teamFixture()
    const { login, auditLines } = fixture
    const long = 'x'.repeat(4000)
    await Promise.all(Array.from({ length: 100 }, () => login(long, 'wrong')))
    await Promise.all(Array.from({ length: 50 }, () => login('dana', 'wrong')))
    const lines = auditLines()
    expect(lines.filter((e) => e.event === 'login-limited').map((e) => e.user?.length)).toEqual([64, 4])
    expect(lines.filter((e) => e.event === 'login-failed')).toHaveLength(10)
    expect(Math.max(...lines.map((e) => JSON.stringify(e).length))).toBeLessThan(200)
  })

  it('lets a publisher leave failed sign-ins out of Team activity', async () => {
    fixture = await teamFixture()
    const { login, call } = fixture
    for (let i = 0; i < 8; i++) await login(`guess${i}`, 'wrong', '127.0.0.77')
    const pat = await login('pat', PASSWORD)
    const headers = { Cookie: cookieHeader({ studio_session: pat.cookies.studio_session! }) }
    const all = JSON.parse((await call('GET', '/_studio/api/activity', headers)).body)
    expect(all.entries.map((e: { event: string }) => e.event)).toEqual(['login', ...Array(8).fill('login-failed')])
    const kept = JSON.parse((await call('GET', '/_studio/api/activity?failed=hide', headers)).body)
    expect(kept.entries.map((e: { event: string; user: string }) => `${e.event} ${e.user}`)).toEqual(['login pat'])
  })

  it('opens the file an address named once signed in (a reload after the session ended, a link to a field)', async () => {
    fixture = await teamFixture()
    const { call, origin } = fixture
    const asked = '?file=pages%2Fabout.yaml&field=sections%5B0%5D.heading'
    const away = await call('GET', `/_studio${asked}`)
    expect(away.status).toBe(303)
    expect(away.headers.location).toBe(`/_studio/login${asked}`)
    const page = await call('GET', `/_studio/login${asked}`)
    expect(page.body).toContain('<input type="hidden" name="file" value="pages/about.yaml" />')
    expect(page.body).toContain('<input type="hidden" name="field" value="sections[0].heading" />')
    const form = new URLSearchParams({ name: 'dana', password: PASSWORD, file: 'pages/about.yaml' })
    const signedIn = await call(
      'POST',
      '/_studio/login',
      { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      form.toString(),
    )
    expect(signedIn.status).toBe(303)
    expect(signedIn.headers.location).toBe('/_studio?file=pages%2Fabout.yaml')
  })
})

describe('what an address asks the studio to show, carried through the sign-in', () => {
  const view = (query: string) => askedView(new URLSearchParams(query))

  it('keeps a content file, a field in it and a submission, encoded', () => {
    expect(view('file=pages/careers/apply/[jobId].es.yaml&field=sections[1].items[0].title')).toBe(
      '?file=pages%2Fcareers%2Fapply%2F%5BjobId%5D.es.yaml&field=sections%5B1%5D.items%5B0%5D.title',
    )
    expect(view('inbox=3f2a-77&utm_source=mail')).toBe('?inbox=3f2a-77')
    expect(view('')).toBe('')
  })

  it('drops anything that is not one: another site, a path out of pages/, markup, a field without its file', () => {
    for (const hostile of [
      'file=https://evil.example/pages/a.yaml',
      'file=//evil.example/a.yaml',
      'file=pages/../../etc/passwd.yaml',
      'file=pages/..%2F..%2Fa.yaml',
      'file=/pages/about.yaml',
      'file=pages/about.yaml%0d%0aSet-Cookie:%20x=1',
      'file=pages/"><script>alert(1)</script>.yaml',
      `file=pages/${'a'.repeat(400)}.yaml`,
      'field=sections[0].heading',
      'inbox=<b>',
    ])
      expect(view(hostile), hostile).toBe('')
    expect(view('file=pages/about.yaml&field="><img>')).toBe('?file=pages%2Fabout.yaml')
  })
})
