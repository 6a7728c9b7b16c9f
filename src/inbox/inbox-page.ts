import { escapeHtml } from '../seo/markdown-html.ts'

/** What one of the inbox's own pages says (a thank-you, a refusal, the withdraw page). Every string is text. */
export interface PageParts {
  /** The page's title, before the company's name. */
  title: string
  heading: string
  paragraphs: string[]
  link?: { href: string; text: string }
  /** One button that POSTs `fields` to `action` (the withdraw page). */
  button?: { action: string; fields: Record<string, string>; label: string }
  /** The company's name, in the title. */
  site?: string
  /** The language the page is in (its code). @default 'en' */
  lang?: string
}

const STYLE =
  'body{margin:0;font:1.05rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f6f7f9}' +
  'main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px}' +
  'h1{font-size:1.6rem;line-height:1.25;margin:0 0 1rem}a{color:#0b5cad}' +
  'button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#0b5cad;color:#fff;cursor:pointer}' +
  'button:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}'

/**
 * A plain, accessible page of the server's own (no script; it works without JavaScript): a language, a title, one
 * heading, the text, a link or a button. Everything given is escaped: a visitor's name on it stays text.
 */
export function inboxPage(parts: PageParts): string {
  const title = parts.site ? `${parts.title} | ${parts.site}` : parts.title
  const text = parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')
  const link = parts.link ? `<p><a href="${escapeHtml(parts.link.href)}">${escapeHtml(parts.link.text)}</a></p>` : ''
  const button = parts.button
    ? `<form method="post" action="${escapeHtml(parts.button.action)}">\n${Object.entries(parts.button.fields)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('\n')}\n<button type="submit">${escapeHtml(parts.button.label)}</button>\n</form>`
    : ''
  return `<!doctype html>
<html lang="${escapeHtml(parts.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(parts.heading)}</h1>
${text}
${button}
${link}
</main>
</body>
</html>
`
}
