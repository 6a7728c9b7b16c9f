import { translatedNotFound, type BuiltSite } from './built-site.ts'
import { factsOf, type PageFacts } from './page-hooks.ts'

/**
 * `_redirects` (Netlify's format; `npm start` reads it too): each closed entry's page (a filled or expired job)
 * answers 410 Gone with its page as built, which says the position is closed and links open ones. `facts`: the
 * site's pages' (see PageFacts), in route order, when the caller has them. An unknown path under another language's
 * home answers 404 with that language's not-found page.
 */
export function redirectsFile(
  built: Pick<BuiltSite, 'pages' | 'translations'>,
  facts: Iterable<PageFacts> = factsOf(built.pages.values()),
): string {
  const gone = [...facts].filter((p) => p.gone).map((p) => p.path)
  const notFound = [...translatedNotFound(built).keys()]
  return [
    '# Written by the build: pages that are gone for good answer 410 (a closed job; its page says so).',
    ...gone.map((path) => `${path}  ${path}/index.html  410!`),
    ...(notFound.length
      ? ["# An unknown page in another language answers 404 with that language's not-found page."]
      : []),
    ...notFound.map((file) => `${file.slice(0, -'404.html'.length)}*  ${file}  404`),
    '',
  ].join('\n')
}
