import { useState } from 'react'
import { studio, type FileInfo, type JsonSchema } from './studio-client.ts'

type Props = {
  files: FileInfo[]
  /** Opens the new entry, not yet on disk: its file, its schema and the data it starts from. */
  onBegin: (file: string, schema: JsonSchema, start: unknown) => void
  /** Says why no entry was begun. */
  onRefuse: (message: string) => void
}

/** A new entry of a collection, named by its file; it starts from the entry schema's example, else from an entry. */
export function NewEntryForm({ files, onBegin, onRefuse }: Props) {
  const [entry, setEntry] = useState({ collection: '', id: '' })
  const folders = [...new Set(files.filter((f) => f.role === 'entry').map((f) => f.file.split('/')[2]!))]

  const create = async () => {
    const { collection, id } = entry
    if (!/^[a-z0-9][a-z0-9-]*$/.test(id))
      return onRefuse('Give the new entry a name of lowercase letters, digits and hyphens.')
    const sample = files.find((f) => f.role === 'entry' && f.file.startsWith(`pages/_collections/${collection}/`))
    if (!sample) return
    const f = await studio.open(sample.file)
    const example = f.schema.examples?.[0] ?? f.data
    onBegin(`pages/_collections/${collection}/${id}.yaml`, f.schema, structuredClone(example))
  }

  return (
    <form
      className="new-entry"
      onSubmit={(e) => {
        e.preventDefault()
        void create()
      }}
    >
      <h2>New collection entry</h2>
      <label htmlFor="new-collection">Collection</label>
      <select
        id="new-collection"
        value={entry.collection}
        onChange={(e) => setEntry({ ...entry, collection: e.target.value })}
      >
        <option value="">Choose…</option>
        {folders.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
      <label htmlFor="new-id">File name (becomes its URL)</label>
      <input id="new-id" value={entry.id} onChange={(e) => setEntry({ ...entry, id: e.target.value })} />
      <button type="submit" disabled={!entry.collection}>
        Create entry
      </button>
    </form>
  )
}
