/**
 * The day every test builds the site as on (SITE_DATE): the real jobs close on their `validThrough`, and a suite that
 * passes today must pass next year. Set for the unit and e2e suites and the build `npm test` makes before them.
 */
export const TEST_DATE = '2026-11-25'

/** Sets SITE_DATE for this process and the builds it starts, unless the caller chose a day. */
export function pinTestDate(): void {
  process.env.SITE_DATE ??= TEST_DATE
}
