/**
 * The day the site is built, YYYY-MM-DD (UTC): SITE_DATE, or the clock's (the tests' job boards date their jobs from
 * it). The build itself decides by an instant, buildNow (build-now.ts), in the site's time zone.
 */
export function buildDate(): string {
  const given = process.env.SITE_DATE
  if (given && /^\d{4}-\d{2}-\d{2}$/.test(given)) return given
  return new Date().toISOString().slice(0, 10)
}
