import { existsSync } from 'node:fs'

/**
 * Debian's Chromium and the flags that work on this machine (see docs/testing.md), for everything that drives a
 * browser: the e2e suite, `npm run bench` (Lighthouse) and `npm run compare-builds -- --screens`. CHROMIUM_PATH (or
 * the older CHROME_PATH) points elsewhere.
 */
const GIVEN = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH
export const CHROMIUM_PATH = GIVEN ?? '/usr/bin/chromium'

/** Debian's package chromium-headless-shell: the same Blink and V8 as its chromium, without the browser around them. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The browser the e2e suite drives: the headless shell when it is installed (the suite took 14% less CPU and 12% less
 * time in it than in the full browser, 248 tests passing in both), else CHROMIUM_PATH; CHROMIUM_PATH set points the
 * suite there too. Lighthouse and the screenshots keep the full browser, as a visitor has it.
 */
export const E2E_CHROMIUM_PATH = GIVEN ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH)

/** The flags for any of them; playwright-core adds `--headless` itself. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The full browser without a window, for a launcher that does not ask for that itself (Lighthouse's). */
export const CHROMIUM_ARGS = ['--headless=new', ...CHROMIUM_FLAGS]
