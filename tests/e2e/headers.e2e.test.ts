/** The headers the server sends from `_headers`, as the browser understands them. */
import { expect, test } from 'vitest'
import { sharedBrowser, newPage } from './helpers.ts'

const browser = sharedBrowser()

test('every feature the Permissions-Policy switches off is one Chromium knows, and none is allowed', async () => {
  const page = await newPage(browser())
  const response = await page.goto('/')
  const policy = response?.headers()['permissions-policy'] ?? ''
  const features = policy.split(',').map((entry) => entry.trim().replace(/=\(\)$/, ''))
  expect(features.length).toBeGreaterThan(5)
  const known = await page.evaluate(() => {
    const fp = (document as Document & { featurePolicy: { features(): string[]; allowsFeature(f: string): boolean } })
      .featurePolicy
    return { all: fp.features(), allowed: fp.features().filter((f) => fp.allowsFeature(f)) }
  })
  expect(features.filter((f) => !known.all.includes(f))).toEqual([])
  expect(features.filter((f) => known.allowed.includes(f))).toEqual([])
  await page.context().close()
})
