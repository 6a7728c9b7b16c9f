import { useEffect } from 'react'
import type { HeadData } from '../seo/head-data.ts'
import { headTags, type HeadTag } from '../seo/head-tags.ts'

type Tag<T extends HeadTag['tag']> = Extract<HeadTag, { tag: T }>

/**
 * The page's title, meta and link tags (the same as the pre-rendered <head>: headTags), kept current on navigation.
 * React places <title>, <meta> and <link> in document.head itself, and on hydration takes over the pre-rendered ones
 * that match. On the server it renders nothing: the pre-renderer writes the <head> from the page's data itself
 * (headHtml in src/build/prerender-worker.ts).
 */
export function Head({ head, siteName }: { head: HeadData; siteName: string }) {
  // JSON-LD is written into <head> by the pre-renderer; client-side navigation keeps it current here.
  useEffect(() => {
    document.querySelectorAll('script[data-jsonld]').forEach((el) => el.remove())
    for (const item of head.jsonLd) {
      const script = document.createElement('script')
      script.type = 'application/ld+json'
      script.dataset.jsonld = ''
      script.textContent = JSON.stringify(item)
      document.head.appendChild(script)
    }
  }, [head.jsonLd])

  if (import.meta.env.SSR) return null
  const tags = headTags(head, siteName)
  const title = tags.find((t): t is Tag<'title'> => t.tag === 'title')
  // Grouped title, meta, link: the order react-helmet-async wrote them in, so navigation changes the head as it did.
  return (
    <>
      {title && <title>{title.text}</title>}
      {tags
        .filter((t): t is Tag<'meta'> => t.tag === 'meta')
        .map((t, i) => (
          <meta key={i} {...t.attrs} />
        ))}
      {tags
        .filter((t): t is Tag<'link'> => t.tag === 'link')
        .map((t, i) => (
          <link key={i} {...t.attrs} />
        ))}
    </>
  )
}
