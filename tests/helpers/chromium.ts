/**
 * Debian's Chromium and the flags that work on this machine (see docs/testing.md), for everything that drives a
 * browser: the e2e suite, `npm run bench` (Lighthouse) and `npm run compare-builds -- --screens`. CHROMIUM_PATH (or
 * the older CHROME_PATH) points elsewhere.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
