import { useId, useRef, useState } from 'react'
import { fileRole } from '../../content/routes.ts'
import { addressSlug } from '../name-limits.ts'
import { singular } from '../../lib/singular.ts'
import { isDate } from './schema-tools.ts'
import { studio, type FileInfo, type JsonSchema } from './studio-client.ts'
import { typedAddress } from './typed-names.ts'

type Props = {
  files: FileInfo[]
  /**
   * Opens the new entry, not yet on disk: its file, its schema, the data it starts from, and whether its address is
   * the one proposed from its title (it then follows the title until the first save).
   */
  onBegin: (file: string, schema: JsonSchema, start: unknown, follows: boolean) => void
}

/** Why the entry was not begun, said under the field to change. */
type Problem = { at: 'title' | 'address'; text: string }

/** What is being made: a page, or an entry of a collection. */
type Kind = { page: true } | { page: false; collection: string }

/** Today as YYYY-MM-DD, in the editor's own time zone. */
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10)

const ENTRY_ADDRESS = /^[a-z0-9][a-z0-9-]*$/
/** A page may sit in a folder: services/sap-successfactors. */
const PAGE_ADDRESS = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/

/**
 * "New page", "New article", "New job"… where an editor looks for them: a title, and the address it proposes (`How
 * We Hire in 2025!` → how-we-hire-in-2025), shown and editable, which becomes the file name. An entry starts empty
 * but for the title and today's date; a page with its title, the title as its keyword and a banner headed with it;
 * the schema's examples show as placeholders, never as content.
 */
export function NewEntryForm({ files, onBegin }: Props) {
  const collections = [...new Set(files.flatMap((f) => (f.role === 'entry' && f.collection ? [f.collection] : [])))]
  const kinds: Kind[] = [{ page: true }, ...collections.map((collection) => ({ page: false as const, collection }))]
  const [kind, setKind] = useState<Kind>()
  const [title, setTitle] = useState('')
  const [address, setAddress] = useState<string>()
  const [problem, setProblem] = useState<Problem>()
  const titleField = useRef<HTMLInputElement>(null)
  const addressField = useRef<HTMLInputElement>(null)
  const id = useId()
  const slug = address ?? addressSlug(title)
  const noun = (k: Kind) => (k.page ? 'page' : singular(k.collection))
  const same = (a: Kind | undefined, b: Kind) => a !== undefined && noun(a) === noun(b)
  const prefix = !kind
    ? undefined
    : kind.page
      ? '/'
      : files.find((f) => f.role === 'template' && f.collection === kind.collection)?.route?.replace(/[^/]*$/, '')

  const close = () => {
    setKind(undefined)
    setTitle('')
    setAddress(undefined)
    setProblem(undefined)
  }
  /** Says the problem under its field and takes the editor there. */
  const refuse = (at: Problem['at'], text: string) => {
    setProblem({ at, text })
    const field = at === 'title' ? titleField : addressField
    field.current?.focus()
  }
  const create = async () => {
    if (!kind) return
    if (!title.trim()) return refuse('title', `Give the new ${noun(kind)} a title first.`)
    if (!(kind.page ? PAGE_ADDRESS : ENTRY_ADDRESS).test(slug))
      return refuse(
        'address',
        `The address may hold lowercase letters, digits and hyphens${kind.page ? ' (and / between folders)' : ''}, starting with a letter or digit.`,
      )
    const file = kind.page ? `pages/${slug}.yaml` : `pages/_collections/${kind.collection}/${slug}.yaml`
    if (kind.page) {
      const role = fileRole(file)
      if (role.role !== 'page') return refuse('address', 'That address is kept for the site itself: choose another.')
      if (files.some((f) => f.file === file || f.route === role.route))
        return refuse('address', 'A page at that address exists already: choose another.')
    } else if (files.some((f) => f.file === file))
      return refuse('address', `A ${noun(kind)} at that address exists already: choose another.`)
    const sample = files.find((f) =>
      kind.page ? f.role === 'page' : f.role === 'entry' && f.collection === kind.collection,
    )
    if (!sample) return
    // Only the schema is taken from an existing file, never its content.
    const { schema } = await studio.open(sample.file)
    const name = title.trim()
    const start: Record<string, unknown> = kind.page
      ? { title: name, keywords: [name.toLowerCase()], sections: [{ type: 'hero', heading: name }] }
      : { title: name }
    if (!kind.page) for (const key of schema.required ?? []) if (isDate(schema.properties?.[key])) start[key] = today()
    onBegin(file, schema, start, slug === addressSlug(name))
    close()
  }

  const problemAt = (at: Problem['at']) =>
    problem?.at === at ? (
      <p id={`${id}-${at}-problem`} className="new-entry__problem" role="alert">
        {problem.text}
      </p>
    ) : null
  /** The field's own description, and its problem first when it has one. */
  const described = (at: Problem['at'], help?: string) => {
    const ids = [problem?.at === at ? `${id}-${at}-problem` : undefined, help].filter(Boolean).join(' ')
    return { ...(problem?.at === at ? { 'aria-invalid': true } : {}), ...(ids ? { 'aria-describedby': ids } : {}) }
  }

  return (
    <div className="new-entry">
      <div className="new-buttons">
        {kinds.map((k) => (
          <button
            key={noun(k)}
            type="button"
            aria-expanded={same(kind, k)}
            onClick={() => {
              if (same(kind, k)) return close()
              setKind(k)
              setProblem(undefined)
            }}
          >
            New {noun(k)}
          </button>
        ))}
      </div>
      {kind && (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void create()
          }}
          aria-label={`New ${noun(kind)}`}
        >
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            ref={titleField}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value)
              setProblem(undefined)
            }}
            autoFocus
            {...described('title')}
          />
          {problemAt('title')}
          <label htmlFor={`${id}-address`}>Address</label>
          <div className="address">
            {prefix && <span aria-hidden="true">{prefix}</span>}
            <input
              id={`${id}-address`}
              ref={addressField}
              value={slug}
              onChange={(e) => {
                setAddress(typedAddress(e.target.value, Boolean(kind.page)))
                setProblem(undefined)
              }}
              {...described('address', `${id}-address-help`)}
            />
          </div>
          {problemAt('address')}
          <p id={`${id}-address-help`} className="help">
            Proposed from the title; it becomes the page’s web address{prefix ? ` (${prefix}…)` : ''} and the file name.
          </p>
          <button type="submit" className="primary">
            Create {noun(kind)}
          </button>
        </form>
      )}
    </div>
  )
}
