import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liveArgs } from '../../src/live/live-args.ts'
import { hostNameArgs } from '../../src/studio/team/host-names.ts'
import { docExample, nginxForTest, startNginx } from '../helpers/doc-examples.ts'
import { freePort } from '../helpers/free-port.ts'

// The self-hosted site's examples in docs/deploying.md, read out of it by their markers: the service's command
// through `npm run live`'s own argument parsers, the proxies' ports and headers, and the nginx block run (Debian's
// nginx) in front of two stand-ins, with bodies as large as the site and the studio take.

const example = (name: string) => docExample('docs/deploying.md', name)
const MB = 1024 * 1024
/** The largest résumé a site may allow (forms.maxResumeMb's maximum in the site file's schema). */
const MAX_RESUME_MB: number = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')).properties.forms.properties
  .maxResumeMb.maximum

describe("the live server doc's service and proxy examples", () => {
  it('start `npm run live` with arguments it accepts, on the ports the proxies send to', () => {
    const service = example('live systemd')
    expect(service).toContain('Environment=HOST=127.0.0.1 PORT=4173 STUDIO_PORT=4174 TRUST_PROXY=1')
    const command = /^ExecStart=(.*)$/m.exec(service)![1]!.split(/\s+/)
    expect(command.slice(0, 4)).toEqual(['/usr/bin/npm', 'run', 'live', '--'])
    const args = command.slice(4)
    expect(liveArgs(args, {}).publicUrl).toBe('https://www.example.com')
    expect(hostNameArgs(args)).toEqual(['studio.example.com'])

    const caddy = example('live caddy')
    expect(caddy).toMatch(/^www\.example\.com \{[^}]*reverse_proxy 127\.0\.0\.1:4173\n\}/m)
    // A client's sign-on header is dropped before the studio sees it.
    expect(caddy).toMatch(
      /^studio\.example\.com \{\n\trequest_header -X-Forwarded-Email\n\treverse_proxy 127\.0\.0\.1:4174\n\}/m,
    )
  })
})

/** A stand-in for one of the live server's ports: answers with the headers it got and the bytes of the body. */
function standIn(): Promise<Server> {
  const server = createServer((req, res) => {
    let bytes = 0
    req.on('data', (chunk: Buffer) => (bytes += chunk.length))
    req.on('end', () =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ bytes, headers: req.headers })),
    )
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

describe("the live server doc's nginx blocks in front of the site's and the studio's ports", () => {
  const dir = mkdtempSync(join(tmpdir(), 'live-nginx-'))
  let site: Server
  let studio: Server
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined
  const ports = { site: 0, studio: 0 }

  beforeAll(async () => {
    ;[site, studio] = await Promise.all([standIn(), standIn()])
    ;[ports.site, ports.studio] = await Promise.all([freePort(), freePort()])
    const upstreams = { 4173: (site.address() as AddressInfo).port, 4174: (studio.address() as AddressInfo).port }
    const [www, studioBlock] = example('live nginx').split(/\n(?=server \{)/)
    nginx = await startNginx(
      join(dir, 'nginx'),
      [nginxForTest(www!, ports.site, upstreams), nginxForTest(studioBlock!, ports.studio, upstreams)],
      [ports.site, ports.studio],
    )
  }, 30_000)

  afterAll(async () => {
    await nginx?.stop()
    await Promise.all([site, studio].map((s) => new Promise((r) => s?.close(r))))
    rmSync(dir, { recursive: true, force: true })
  })

  /** A POST of `bytes` to nginx on `port`, as a client sends it: nginx's status, and what the stand-in got. */
  const post = (port: number, host: string, bytes: number, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; got?: { bytes: number; headers: IncomingHttpHeaders } }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/_forms/application', method: 'POST', headers: { Host: host, ...headers } },
        (res) => {
          let text = ''
          res.on('data', (d: Buffer) => (text += d))
          res.on('end', () =>
            resolve({ status: res.statusCode!, ...(res.statusCode === 200 ? { got: JSON.parse(text) } : {}) }),
          )
        },
      )
      // nginx answers 413 as soon as it reads the length, and may close before the body is sent.
      req.on('error', (e: NodeJS.ErrnoException) =>
        e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e),
      )
      req.end(Buffer.alloc(bytes))
    })

  it('lets the largest résumé a site may allow through to the site, with the address, scheme and name nginx saw', async () => {
    const application = MAX_RESUME_MB * MB + 256 * 1024
    const through = await post(ports.site, 'www.example.com', application, { 'X-Forwarded-For': '203.0.113.9' })
    expect(through.status).toBe(200)
    expect(through.got!.bytes).toBe(application)
    // The client's claim is replaced by the address nginx saw (TRUST_PROXY=1 believes it).
    expect(through.got!.headers).toMatchObject({
      host: 'www.example.com',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '127.0.0.1',
    })
    expect((await post(ports.site, 'www.example.com', 31 * MB)).status).toBe(413)
  })

  it('lets the largest image upload through to the studio, and never a client’s sign-on header', async () => {
    // The studio takes an image of 10 MB at most, sent encoded (its limit: 1.4 times that and 1 kB).
    const upload = Math.ceil(10 * MB * 1.4) + 1024
    const through = await post(ports.studio, 'studio.example.com', upload, {
      'X-Forwarded-Email': 'admin@cedarridge.example',
    })
    expect(through.status).toBe(200)
    expect(through.got!.bytes).toBe(upload)
    expect(through.got!.headers['x-forwarded-email']).toBeUndefined()
    expect(through.got!.headers.host).toBe('studio.example.com')
    expect((await post(ports.studio, 'studio.example.com', 21 * MB)).status).toBe(413)
  })
})
