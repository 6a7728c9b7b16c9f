import { mkdirSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PASSWORD, teamFixture } from './team-fixture.ts'

// The real team server over HTTP: which Host it answers, the sessions a browser gets, and malformed requests.
let fixture: Awaited<ReturnType<typeof teamFixture>> | undefined
afterEach(async () => {
  await fixture?.close()
  fixture = undefined
})

/** The signed-in session cookie and the page's token, for requests that change something. */
async function signIn(name: string, cookie?: string) {
  const answer = await fixture!.login(name, PASSWORD, '127.0.0.1', cookie)
  expect(answer.status).toBe(303)
  const session = `studio_session=${answer.cookies.studio_session}`
  const page = await fixture!.call('GET', '/_studio', { Cookie: session })
  const token = /name="studio-token" content="([^"]+)"/.exec(page.body)![1]!
  return { session, token, device: `studio_device=${answer.cookies.studio_device}` }
}

/** The first line of the answer to a request written byte for byte. */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    let answer = ''
    socket.on('data', (d: Buffer) => (answer += d.toString()))
    socket.on('close', () => resolve(answer.split('\r\n')[0]!))
    socket.on('error', reject)
  })
}

describe('the Host names the team studio answers to', () => {
  it('answers its listen address (and localhost) by default, and 421 to any other Host, for every path', async () => {
    fixture = await teamFixture()
    const { call, port } = fixture
    mkdirSync(join(fixture.dir, 'built'), { recursive: true })
    writeFileSync(join(fixture.dir, 'built/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    expect((await call('GET', '/_studio/login')).status).toBe(200)
    expect((await call('GET', '/_studio/login', { Host: `localhost:${port}` })).status).toBe(200)
    for (const path of ['/_studio/login', '/', '/_studio', '/favicon.svg', '/_studio/api/files', '/nothing'])
      for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1:${port + 1}`, `127.0.0.1`]) {
        const answer = await call('GET', path, { Host: host })
        expect([path, host, answer.status, answer.body]).toEqual([
          path,
          host,
          421,
          'This studio does not answer at that address.\n',
        ])
      }
    // No Host at all (HTTP/1.0), or two.
    expect(await raw(port, 'GET /_studio/login HTTP/1.0\r\n\r\n')).toBe('HTTP/1.1 421 Misdirected Request')
    expect(
      await raw(
        port,
        `GET /_studio/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
      ),
    ).toBe('HTTP/1.1 421 Misdirected Request')
  })

  it('refuses the DNS-rebinding shape: a foreign Host with the matching Origin signs no one in and changes nothing', async () => {
    fixture = await teamFixture()
    const { call, port } = fixture
    const evil = `evil.example:${port}`
    const rebound = await call(
      'POST',
      '/_studio/login',
      { Host: evil, Origin: `http://${evil}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ name: 'dana', password: PASSWORD }).toString(),
    )
    expect([rebound.status, rebound.cookies]).toEqual([421, {}])
    const { session, token } = await signIn('dana')
    const out = await call('POST', '/_studio/logout', {
      Host: evil,
      Origin: `http://${evil}`,
      Cookie: session,
      'x-studio-token': token,
    })
    expect(out.status).toBe(421)
    expect((await call('GET', '/_studio', { Cookie: session })).status).toBe(200)
  })

  it('answers only the names it was given with --host-name, whatever their capitals, on any port when none is given', async () => {
    fixture = await teamFixture({ hostNames: ['studio.example.com'] })
    const { call, host } = fixture
    expect((await call('GET', '/_studio/login', { Host: 'studio.example.com' })).status).toBe(200)
    expect((await call('GET', '/_studio/login', { Host: 'Studio.Example.com:8443' })).status).toBe(200)
    expect((await call('GET', '/_studio/login', { Host: host })).status).toBe(421)
    expect((await call('GET', '/_studio/login', { Host: 'studio.example.com.evil.example' })).status).toBe(421)
  })
})

describe('the sessions a browser gets', () => {
  it('one per person and browser: signing in again from a browser ends the session its cookie named', async () => {
    fixture = await teamFixture()
    const { call, sessions } = fixture
    const first = await signIn('dana')
    const second = await signIn('dana', `${first.session}; ${first.device}`)
    expect((await call('GET', '/_studio', { Cookie: first.session })).status).toBe(303)
    expect((await call('GET', '/_studio', { Cookie: second.session })).status).toBe(200)
    expect(sessions.active().map((s) => s.user.name)).toEqual(['dana'])
  })

  it('at most ten per person: the eleventh sign-in ends the oldest', async () => {
    fixture = await teamFixture()
    const { call, sessions } = fixture
    const browsers = []
    for (let i = 0; i < 11; i++) browsers.push(await signIn('dana'))
    const open = await Promise.all(
      browsers.map(async (b) => (await call('GET', '/_studio', { Cookie: b.session })).status),
    )
    expect(open).toEqual([303, ...Array(10).fill(200)])
    expect(sessions.active()).toHaveLength(10)
  })

  it('one for requests a sign-on proxy vouches for without a cookie, not one per request', async () => {
    fixture = await teamFixture({
      singleSignOn: { header: 'X-Forwarded-Email', from: ['127.0.0.1'] },
    })
    const { call, sessions, auditLines } = fixture
    const answers = []
    for (let i = 0; i < 20; i++)
      answers.push(await call('GET', '/_studio', { 'X-Forwarded-Email': 'dana@cedarridge.example' }))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(new Set(answers.map((a) => a.cookies.studio_session)).size).toBe(1)
    expect(sessions.active()).toHaveLength(1)
    expect(auditLines().filter((e) => e.event === 'login')).toHaveLength(1)
  })
})

describe('malformed requests', () => {
  it('answer 4xx, never 500', async () => {
    fixture = await teamFixture()
    const { port, origin } = fixture
    const { session, token } = await signIn('pat')
    const host = `Host: 127.0.0.1:${port}\r\n`
    const signedIn = `Cookie: ${session}\r\nOrigin: ${origin}\r\nx-studio-token: ${token}\r\n`
    const form = 'Content-Type: application/x-www-form-urlencoded\r\n'
    const post = (path: string, body: string, headers = form) =>
      `POST ${path} HTTP/1.1\r\n${host}${headers}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
    const get = (path: string, headers = signedIn) =>
      `GET ${path} HTTP/1.1\r\n${host}${headers}Connection: close\r\n\r\n`
    const probes: [string, string, number][] = [
      ['a bad percent-encoding', get('/%E0%A4%A'), 404],
      ['a bad percent-encoding under /_studio', get('/_studio/%zz'), 404],
      ['a bad percent-encoding in a query', get('/_studio/api/activity?failed=%zz'), 200],
      ['a bad percent-encoding in the sign-in form', post('/_studio/login', 'name=%zz&password=%'), 401],
      ['an over-long sign-in form', post('/_studio/login', `name=${'x'.repeat(5000)}`), 413],
      [
        'an over-long sign-in form in chunks',
        `POST /_studio/login HTTP/1.1\r\n${host}${form}Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n1400\r\n${'a'.repeat(5120)}\r\n0\r\n\r\n`,
        413,
      ],
      ['a sign-in sent as JSON', post('/_studio/login', '{"name":"pat"}', 'Content-Type: application/json\r\n'), 415],
      ['a sign-in with no type', post('/_studio/login', 'abc', ''), 415],
      ['a bad Content-Length', `POST /_studio/login HTTP/1.1\r\n${host}Content-Length: abc\r\n\r\n`, 400],
      ['a bad cookie', get('/_studio', `Cookie: studio_session=%zz; studio_session=${'a'.repeat(5000)}\r\n`), 303],
      ['DELETE', `DELETE /_studio/login HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 405],
      ['PROPFIND, signed in', `PROPFIND /_studio HTTP/1.1\r\n${host}${signedIn}Connection: close\r\n\r\n`, 405],
      ['TRACE', `TRACE / HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 405],
      ['OPTIONS *', `OPTIONS * HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 400],
      ['an absolute address', `GET http://evil.example/_studio HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 400],
      ['a GET of the sign-out', get('/_studio/logout'), 404],
      ['a POST of the activity', post('/_studio/api/activity', '{}', signedIn), 404],
    ]
    const answers: [string, string][] = []
    for (const [label, text, status] of probes) {
      const line = await raw(port, text)
      answers.push([label, line])
      expect([label, line]).toEqual([label, expect.stringMatching(new RegExp(`^HTTP/1.1 ${status} `))])
    }
    expect(answers.filter(([, line]) => / 5\d\d /.test(line))).toEqual([])
  })
})
