/** What each route of two built sites looks like in Chromium, compared pixel for pixel (compare-builds --screens). */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/helpers/chromium.ts'
import { routesOf } from '../../src/build/compare-sites.ts'

/**
 * Renders every route of both sites in Chromium at 1280 and 375 px (full page, the splash hidden, other hosts
 * blocked) and compares the pixels. Returns one line per route and width that differs.
 */
export async function compareScreens(a: string, b: string): Promise<string[]> {
  const { chromium } = await import('playwright-core')
  const { default: sharp } = await import('sharp')
  const { createStaticServer } = await import('../../src/server/static-server.ts')
  const serve = async (dir: string) => {
    const server = createStaticServer(dir)
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    return { server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` }
  }
  const [left, right] = [await serve(a), await serve(b)]
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  const out: string[] = []
  try {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' })
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.abort('blockedbyclient'),
      )
      const page = await context.newPage()
      const shot = async (origin: string, route: string) => {
        await page.goto(origin + route, { waitUntil: 'load' })
        await page.addStyleTag({ content: '.splash { display: none !important }' })
        await page.evaluate(() => document.fonts.ready)
        return sharp(await page.screenshot({ fullPage: true }))
          .raw()
          .toBuffer({ resolveWithObject: true })
      }
      const differing = async (route: string) => {
        const [x, y] = [await shot(left.origin, route), await shot(right.origin, route)]
        if (x.info.width !== y.info.width || x.info.height !== y.info.height)
          return `size ${x.info.width}×${x.info.height} → ${y.info.width}×${y.info.height}`
        let pixels = 0
        for (let i = 0; i < x.data.length; i += x.info.channels)
          if (x.data[i] !== y.data[i] || x.data[i + 1] !== y.data[i + 1] || x.data[i + 2] !== y.data[i + 2]) pixels++
        return pixels ? `${pixels} pixels differ` : undefined
      }
      for (const route of routesOf(a)) {
        // A difference must hold on a second look: a page caught mid-layout (an image failing, a font) is not one.
        const first = await differing(route)
        const again = first && (await differing(route))
        if (again) out.push(`${route} at ${width} px: ${again}`)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    left.server.close()
    right.server.close()
  }
  return out
}
