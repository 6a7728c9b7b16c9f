import { useEffect } from 'react'
import { Helmet } from 'react-helmet-async'
import type { HeadData } from '../seo/head-data.ts'
import { headTags } from '../seo/head-tags.ts'

/**
 * The page's title, meta and link tags (the same as the pre-rendered <head>: headTags), kept current on navigation
 * (its `<html lang>` is the shell's: App).
 * On the server it renders nothing: the pre-renderer writes the <head> from the page's data itself (headHtml in
 * src/build/prerender-worker.ts), and Helmet's work there went unread (Helmet renders nothing into the page itself).
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
  return (
    <Helmet>
      {headTags(head, siteName).map((t, i) =>
        t.tag === 'title' ? (
          <title key={i}>{t.text}</title>
        ) : t.tag === 'meta' ? (
          <meta key={i} {...t.attrs} />
        ) : (
          <link key={i} {...reactProps(t.attrs)} />
        ),
      )}
    </Helmet>
  )
}

/** A link's HTML attributes as React's props: `hreflang` is React's `hrefLang` (it warns at the lower-case name). */
function reactProps({ hreflang, ...attrs }: Record<string, string>): Record<string, string> {
  return hreflang === undefined ? attrs : { ...attrs, hrefLang: hreflang }
}
