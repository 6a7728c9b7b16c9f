import type { BuiltSite } from './built-site.ts'

/**
 * `_redirects` (Netlify's format; `npm start` reads it too): each closed entry's page (a filled or expired job)
 * answers 410 Gone with its page as built, which says the position is closed and links open ones.
 */
export function redirectsFile(built: BuiltSite): string {
  const gone = [...built.pages.values()].filter((p) => p.gone).map((p) => p.path)
  return [
    '# Written by the build: pages that are gone for good answer 410 (a closed job; its page says so).',
    ...gone.map((path) => `${path}  ${path}/index.html  410!`),
    '',
  ].join('\n')
}
