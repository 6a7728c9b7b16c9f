// @vitest-environment node
import { createHmac } from 'node:crypto'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerWebhook, signatureValid } from '../../src/live/push-webhook.ts'

const SECRET = 'a shared secret'
const sign = (body: string | Buffer, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

describe('the push webhook signature', () => {
  const body = Buffer.from('{"ref":"refs/heads/main"}')
  it('is the HMAC-SHA256 of the body’s bytes under the shared secret', () => {
    expect(signatureValid(SECRET, body, sign(body))).toBe(true)
    expect(signatureValid(SECRET, body, sign(body).toUpperCase().replace('SHA256=', 'sha256='))).toBe(true)
    expect(signatureValid(SECRET, body, sign(body, 'another secret'))).toBe(false)
    expect(signatureValid(SECRET, Buffer.from('{"ref":"refs/heads/mai"}'), sign(body))).toBe(false)
    // Bytes, not text: an invalid UTF-8 byte decoded and encoded again would change the body signed.
    const raw = Buffer.from([0x7b, 0xff, 0x7d])
    expect(signatureValid(SECRET, raw, sign(raw))).toBe(true)
    expect(signatureValid(SECRET, Buffer.from(raw.toString('utf8')), sign(raw))).toBe(false)
  })
  it('is refused when missing, of another kind or length, or given twice', () => {
    for (const header of [undefined, '', 'sha1=abc', sign(body).slice(0, -2), `${sign(body)}00`, [sign(body)]])
      expect(signatureValid(SECRET, body, header)).toBe(false)
  })
})

describe('the push webhook over HTTP', () => {
  let server: Server
  let port = 0
  let pushes = 0
  beforeAll(async () => {
    server = createServer((req, res) => void answerWebhook(req, res, SECRET, () => pushes++))
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((r) => server.close(r)))

  const send = (method: string, body: string | Buffer, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path: '/_live/push', headers }, (res) => {
        let text = ''
        res.on('data', (c: Buffer) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode!, text }))
      })
      req.on('error', reject)
      req.end(body)
    })

  it('asks for a pull on a signed push only, and answers every other request plainly', async () => {
    const body = '{"ref":"refs/heads/main"}'
    expect(await send('POST', body, { 'X-Hub-Signature-256': sign(body), 'X-GitHub-Event': 'push' })).toEqual({
      status: 202,
      text: 'Fetching the published branch; the site is built if it moved.\n',
    })
    expect(pushes).toBe(1)
    const unsigned = await send('POST', body)
    expect(unsigned.status).toBe(401)
    expect(unsigned.text).toMatch(/^The webhook’s signature \(X-Hub-Signature-256\) is missing or wrong/)
    expect((await send('POST', body, { 'X-Hub-Signature-256': sign('{}') })).status).toBe(401)
    expect((await send('GET', '')).status).toBe(405)
    const ping = await send('POST', '{}', { 'X-Hub-Signature-256': sign('{}'), 'X-GitHub-Event': 'ping' })
    expect(ping.status).toBe(200)
    expect(pushes).toBe(1)
  })

  it('refuses a body past 1 MB, announced or not, without reading it all', async () => {
    const big = Buffer.alloc(1024 * 1024 + 1, 'a')
    const declared = await send('POST', big, { 'X-Hub-Signature-256': sign(big) })
    expect(declared.status).toBe(413)
    expect(declared.text).toContain('larger than 1 MB')
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method: 'POST', path: '/_live/push', headers: { 'Transfer-Encoding': 'chunked' } },
        (res) => {
          res.resume()
          resolve(res.statusCode!)
        },
      )
      req.on('error', reject)
      for (let i = 0; i < 20; i++) req.write(Buffer.alloc(64 * 1024, 'b'))
      // Never ended: the answer comes once the limit is passed.
    })
    expect(chunked).toBe(413)
    expect(pushes).toBe(1)
  })
})
