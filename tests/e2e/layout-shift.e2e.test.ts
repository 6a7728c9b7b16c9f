/**
 * A page that arrives in parts does not move: on a slow connection the browser has only the first part of the HTML for
 * a while, and it would paint that part, then lay the page out again when the rest comes (an article's hero, its
 * content set at the bottom of the picture, grew upwards; the header's search icon jumped from the right edge to its
 * place). Visitors' browsers count such a move in the page's layout shift (CLS), which search engines read. Here a
 * server in front of the site's own holds each page back in the middle of its <main> for 400 ms, and no layout shift
 * may be counted until the page is ready.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, test } from 'vitest'
import { baseUrl, DESKTOP, MOBILE, newPage, sharedBrowser, waitForApp } from './helpers.ts'

const browser = sharedBrowser()
const PAUSE_MS = 400

let server: Server
let origin: string

/** Where a page is cut: just after its first heading in <main>, so the page's first screen comes in two parts. */
function cut(html: string): number {
  const main = html.indexOf('<main')
  const heading = html.indexOf('</h1>', main)
  if (main < 0 || heading < 0) throw new Error('the page has no <main> with a heading')
  return heading + '</h1>'.length
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const answer = await fetch(baseUrl() + req.url, { redirect: 'manual' })
      const type = answer.headers.get('content-type') ?? 'application/octet-stream'
      const body = Buffer.from(await answer.arrayBuffer())
      res.writeHead(answer.status, { 'content-type': type, 'cache-control': 'no-store' })
      if (!type.startsWith('text/html')) return res.end(body)
      const html = body.toString('utf8')
      const at = cut(html)
      res.write(html.slice(0, at))
      setTimeout(() => res.end(html.slice(at)), PAUSE_MS)
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502)
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** The layout shifts counted while `path` loads in two parts and until it is ready, each with what moved. */
async function shiftsOf(path: string, viewport: { width: number; height: number }): Promise<string[]> {
  const page = await newPage(browser(), { viewport, baseURL: origin })
  try {
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { shifts: string[] }).shifts = [])
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          sources: { node?: Node }[]
        })[]) {
          const moved = entry.sources.map(({ node }) =>
            node instanceof Element ? `${node.nodeName.toLowerCase()}.${node.classList[0] ?? ''}` : String(node),
          )
          seen.push(`${entry.value.toFixed(4)} ${moved.join(', ')}`)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(path)
    await waitForApp(page)
    return await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)
  } finally {
    await page.context().close()
  }
}

const PAGES = [
  '/',
  '/insights/contract-vs-direct-hire-choosing-the-right-staffing-model',
  '/careers',
  '/services/sap-fico',
]

describe.concurrent('a page held back in the middle of its <main> moves nothing when the rest arrives', () => {
  for (const path of PAGES)
    for (const [name, viewport] of [
      ['1280 px', DESKTOP],
      ['375 px', MOBILE],
    ] as const)
      test(`${path} at ${name}`, async ({ expect }) => {
        expect(await shiftsOf(path, viewport)).toEqual([])
      })
})
