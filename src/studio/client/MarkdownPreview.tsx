import { MemoryRouter } from 'react-router-dom'
import { parseMarkdown } from '../../content/markdown/parse-markdown.ts'
import { Markdown } from '../../ui/Markdown.tsx'

/** The text as the site renders it (same parser, same component). */
export function MarkdownPreview({ source, label }: { source: string; label: string }) {
  return (
    // Focusable: a long text scrolls inside it, and a keyboard must reach that scroll too (axe: scrollable region).
    <section className="markdown-preview" aria-label={label} tabIndex={0}>
      <MemoryRouter>
        <Markdown tree={parseMarkdown(source).tree} />
      </MemoryRouter>
    </section>
  )
}
