import { useId, useState } from 'react'
import { slugify } from '../../content/slugify.ts'
import { singular } from '../../lib/singular.ts'
import { isDate } from './schema-tools.ts'
import { studio, type FileInfo, type JsonSchema } from './studio-client.ts'

type Props = {
  files: FileInfo[]
  /** Opens the new entry, not yet on disk: its file, its schema and the data it starts from. */
  onBegin: (file: string, schema: JsonSchema, start: unknown) => void
  /** Says why no entry was begun. */
  onRefuse: (message: string) => void
}

/** Today as YYYY-MM-DD, in the editor's own time zone. */
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10)

/**
 * "New article", "New job"… where an editor looks for them: a title, and the address it proposes (`How We Hire in
 * 2025!` → how-we-hire-in-2025), shown and editable, which becomes the file name. The entry starts empty but for
 * the title and today's date; the schema's examples show as placeholders, never as content.
 */
export function NewEntryForm({ files, onBegin, onRefuse }: Props) {
  const collections = [...new Set(files.flatMap((f) => (f.role === 'entry' && f.collection ? [f.collection] : [])))]
  const [collection, setCollection] = useState<string>()
  const [title, setTitle] = useState('')
  const [address, setAddress] = useState<string>()
  const id = useId()
  const slug = address ?? slugify(title)
  const prefix = files.find((f) => f.role === 'template' && f.collection === collection)?.route?.replace(/[^/]*$/, '')

  const create = async () => {
    if (!collection) return
    if (!title.trim()) return onRefuse('Give the new entry a title first.')
    if (!/^[a-z0-9][a-z0-9-]*$/.test(slug))
      return onRefuse('The address may hold lowercase letters, digits and hyphens, starting with a letter or digit.')
    const file = `pages/_collections/${collection}/${slug}.yaml`
    if (files.some((f) => f.file === file)) return onRefuse(`An entry at that address exists already: choose another.`)
    const sample = files.find((f) => f.role === 'entry' && f.collection === collection)
    if (!sample) return
    // Only the schema is taken from an existing entry, never its content.
    const { schema } = await studio.open(sample.file)
    const start: Record<string, unknown> = { title: title.trim() }
    for (const key of schema.required ?? []) if (isDate(schema.properties?.[key])) start[key] = today()
    onBegin(file, schema, start)
    setCollection(undefined)
    setTitle('')
    setAddress(undefined)
  }

  return (
    <div className="new-entry">
      <div className="new-buttons">
        {collections.map((c) => (
          <button
            key={c}
            type="button"
            aria-expanded={collection === c}
            onClick={() => setCollection(collection === c ? undefined : c)}
          >
            New {singular(c)}
          </button>
        ))}
      </div>
      {collection && (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void create()
          }}
          aria-label={`New ${singular(collection)}`}
        >
          <label htmlFor={`${id}-title`}>Title</label>
          <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} autoFocus />
          <label htmlFor={`${id}-address`}>Address</label>
          <div className="address">
            {prefix && <span aria-hidden="true">{prefix}</span>}
            <input
              id={`${id}-address`}
              value={slug}
              aria-describedby={`${id}-address-help`}
              onChange={(e) => setAddress(e.target.value.toLowerCase().replace(/[^a-z0-9-]+/g, '-'))}
            />
          </div>
          <p id={`${id}-address-help`} className="help">
            Proposed from the title; it becomes the page’s web address{prefix ? ` (${prefix}…)` : ''} and the file name.
          </p>
          <button type="submit" className="primary">
            Create {singular(collection)}
          </button>
        </form>
      )}
    </div>
  )
}
