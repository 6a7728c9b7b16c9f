/** The headers the server sends from `_headers`, as the browser understands them. */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, newPage } from './helpers.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

test('every feature the Permissions-Policy switches off is one Chromium knows, and none is allowed', async () => {
  const page = await newPage(browser)
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
