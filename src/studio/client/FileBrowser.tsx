import { useState, type ReactNode } from 'react'
import type { FileInfo } from './studio-client.ts'

const GROUPS: [string, (f: FileInfo) => boolean][] = [
  ['Pages', (f) => ['page', 'notFound', 'template'].includes(f.role)],
  ['Site', (f) => f.role === 'site'],
  ['Collections', (f) => f.role === 'collection' || f.role === 'entry'],
]

type Props = {
  files: FileInfo[]
  /** The open file, marked as current. */
  current: string | undefined
  onOpen: (file: string) => void
  /** Shown under the list (the new-entry form). */
  children?: ReactNode
}

/** The content files in groups (pages, the site file, collections), searched by title, route or file name. */
export function FileBrowser({ files, current, onOpen, children }: Props) {
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const shown = files.filter((f) => !q || [f.title, f.route, f.file].some((s) => s?.toLowerCase().includes(q)))
  return (
    <nav aria-label="Content files" className="files">
      <label htmlFor="search">Search by title or route</label>
      <input id="search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      {GROUPS.map(([group, test]) => (
        <section key={group} aria-labelledby={`g-${group}`}>
          <h2 id={`g-${group}`}>{group}</h2>
          <ul>
            {shown.filter(test).map((f) => (
              <li key={f.file}>
                <button
                  type="button"
                  aria-current={f.file === current ? 'true' : undefined}
                  onClick={() => onOpen(f.file)}
                >
                  <span className="title">{f.title ?? f.file.replace(/^pages\//, '')}</span>
                  <span className="route">{f.route ?? f.file.replace(/^pages\//, '')}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {children}
    </nav>
  )
}
