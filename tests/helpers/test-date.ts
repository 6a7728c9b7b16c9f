import { readFileSync } from 'node:fs'

/**
 * The day every test builds the site as on (SITE_DATE): the real jobs close on their `validThrough`, and a suite that
 * passes today must pass next year. Kept in package.json (`config.testDate`), which every copy of the project has, so
 * vite.config.ts reads it there too. Set for the unit and e2e suites and the build `npm test` makes before them.
 */
export const TEST_DATE: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).config
  .testDate

/** Sets SITE_DATE for this process and the builds it starts, unless the caller chose a day. */
export function pinTestDate(): void {
  process.env.SITE_DATE ??= TEST_DATE
}
