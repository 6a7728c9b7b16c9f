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

  // The pre-rendered tags React did not take over when it hydrated (a not-found page's, when the visitor was sent on
  // to another page at once) would stay for good: each tag of a kind this page writes, but not as it writes it, goes.
  useEffect(() => {
    const wanted = headTags(head, siteName).flatMap((t) => (t.tag === 'title' ? [] : [attributesOf(t.attrs)]))
    const kinds = new Set([...wanted.map(kindOf), 'name=robots'])
    for (const element of document.head.querySelectorAll('meta, link')) {
      const attributes = Object.fromEntries([...element.attributes].map((a) => [a.name.toLowerCase(), a.value]))
      const kind = kindOf(attributes)
      if (kind && kinds.has(kind) && !wanted.some((w) => sameAttributes(w, attributes))) element.remove()
    }
  }, [head, siteName])

  if (import.meta.env.SSR) return null
  return (
    <Helmet>
      {headTags(head, siteName).map((t, i) =>
        t.tag === 'title' ? (
          <title key={i}>{t.text}</title>
        ) : t.tag === 'meta' ? (
          <meta key={i} {...t.attrs} />
        ) : (
          <link key={i} {...t.attrs} />
        ),
      )}
    </Helmet>
  )
}

const attributesOf = (attrs: Record<string, string>) =>
  Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k.toLowerCase(), v]))

/** What a head tag says something about: a meta's name or property, a link's relation (and language, or type). */
function kindOf(a: Record<string, string>): string | undefined {
  if (a.name) return `name=${a.name}`
  if (a.property) return `property=${a.property}`
  if (a.rel) return `rel=${a.rel} ${a.hreflang ?? ''} ${a.type ?? ''}`
  return undefined
}

function sameAttributes(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k])
}
