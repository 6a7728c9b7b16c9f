import { useState, type ReactNode } from 'react'
import type { FileInfo } from './studio-client.ts'

const GROUPS: [string, (f: FileInfo) => boolean][] = [
  ['Pages', (f) => ['page', 'notFound', 'template'].includes(f.role)],
  ['Site', (f) => f.role === 'site'],
  ['Articles, jobs and other entries', (f) => f.role === 'collection' || f.role === 'entry'],
]

type Props = {
  files: FileInfo[]
  /** The open file, marked as current. */
  current: string | undefined
  /** The open file has changes not saved yet: it is marked so in the list. */
  dirty: boolean
  onOpen: (file: string) => void
  /** Shown under the list (the buttons that start a new article, job…). */
  children?: ReactNode
}

/**
 * The content files in groups, each by its name for people ("Home", an article's title) with its address below;
 * the search finds a file by its name, its address, its file name or words on the page.
 */
export function FileBrowser({ files, current, dirty, onOpen, children }: Props) {
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  // Best matches first: the name, then the address or file name, then words on the page.
  const rank = (f: FileInfo) => {
    if (!q) return 0
    const name = f.label.toLowerCase()
    if (name === q || name.startsWith(q)) return 1
    if (name.includes(q) || f.title?.toLowerCase().includes(q)) return 2
    if (f.route?.toLowerCase().includes(q) || f.file.toLowerCase().includes(q)) return 3
    return f.words.toLowerCase().includes(q) ? 4 : 0
  }
  const shown = files
    .map((f) => ({ f, r: rank(f) }))
    .filter(({ r }) => !q || r > 0)
    .sort((a, b) => a.r - b.r)
    .map(({ f }) => f)
  return (
    <nav aria-label="Content files" className="files">
      <label htmlFor="search">Search pages</label>
      <input
        id="search"
        type="search"
        value={query}
        placeholder="A title, an address or a word"
        aria-describedby="search-count"
        onChange={(e) => setQuery(e.target.value)}
      />
      <p id="search-count" className="search-count" role="status">
        {q ? (shown.length ? `${shown.length} found` : `Nothing matches “${query.trim()}”.`) : ''}
      </p>
      {GROUPS.map(([group, test]) => {
        const inGroup = shown.filter(test)
        if (!inGroup.length) return null
        return (
          <section key={group} aria-labelledby={`g-${group.split(' ')[0]}`}>
            <h2 id={`g-${group.split(' ')[0]}`}>{group}</h2>
            <ul>
              {inGroup.map((f) => {
                const open = f.file === current
                return (
                  <li key={f.file}>
                    <button type="button" aria-current={open ? 'true' : undefined} onClick={() => onOpen(f.file)}>
                      <span className="title">
                        {f.label}
                        {open && dirty && <span className="unsaved"> (unsaved)</span>}
                      </span>
                      <span className="route">{f.route ?? f.file.replace(/^pages\//, '')}</span>
                    </button>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
      {children}
    </nav>
  )
}
