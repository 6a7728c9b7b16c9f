import { useEffect } from 'react'
import { Helmet } from 'react-helmet-async'
import type { HeadData } from '../content/resolved.ts'

/** Title, description, canonical, Open Graph and Twitter tags of a page, from its data. */
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

  return (
    <Helmet>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta name="keywords" content={head.keywords.join(', ')} />
      <link rel="canonical" href={head.canonical} />
      {head.feeds?.map((f) => (
        <link key={f.href} rel="alternate" type={f.type} title={f.title} href={f.href} />
      ))}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      <meta property="og:type" content={head.ogType} />
      <meta property="og:image" content={head.image.src} />
      <meta property="og:image:alt" content={head.image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.image.src} />
    </Helmet>
  )
}
