/**
 * The day the site is built, YYYY-MM-DD (UTC): jobs past their `validThrough` close on it. SITE_DATE=2026-11-24 builds
 * the site as on that day (tests, a rebuild of an old version).
 */
export function buildDate(): string {
  const given = process.env.SITE_DATE
  if (given && /^\d{4}-\d{2}-\d{2}$/.test(given)) return given
  return new Date().toISOString().slice(0, 10)
}
