import { useId, useState, type ReactNode } from 'react'
import { IconPicker } from './IconPicker.tsx'
import { MarkdownPreview } from './MarkdownPreview.tsx'
import { labelOf, newValue, pathText, resolveSchema, variants } from './schema-tools.ts'
import type { JsonSchema } from './studio-client.ts'
import { useStudio } from './studio-context.ts'

export type Path = (string | number)[]

type Props = {
  name: string
  schema: JsonSchema
  value: unknown
  path: Path
  required?: boolean
  onChange: (value: unknown) => void
}

const fieldId = (path: Path) => 'f-' + path.join('-').replace(/[^\w-]/g, '_')

/** A form field generated from the JSON Schema of the value at `path`, with the lint's messages for that path. */
export function SchemaField({ name, schema: raw, value, path, required = false, onChange }: Props) {
  const schema = resolveSchema(raw, value)
  const id = fieldId(path)
  const label = labelOf(name, schema)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'object' || schema.properties)
    return <ObjectField name={name} schema={schema} value={value} path={path} onChange={onChange} />
  if (type === 'array') return <ArrayField name={name} schema={schema} value={value} path={path} onChange={onChange} />

  const help = schema.description
  const problems = <Problems path={path} id={`${id}-problems`} />
  const describedBy = [help ? `${id}-help` : '', `${id}-problems`].filter(Boolean).join(' ')
  const set = (v: unknown) => onChange(v === '' && !required ? undefined : v)
  const common = { id, 'aria-describedby': describedBy, ...(required ? { required: true } : {}) }
  let control: ReactNode
  if (schema.enum && name === 'icon')
    return (
      <div className="field">
        <IconPicker
          id={id}
          label={label}
          names={schema.enum.map(String)}
          value={String(value ?? '')}
          onChange={set}
          describedBy={describedBy}
        />
        {help && <Help id={id}>{help}</Help>}
        {problems}
      </div>
    )
  if (schema.const !== undefined) control = <output id={id}>{String(schema.const)}</output>
  else if (schema.enum)
    control = (
      <select
        {...common}
        value={String(value ?? '')}
        onChange={(e) => set(schema.enum!.find((o) => String(o) === e.target.value) ?? e.target.value)}
      >
        {!required && <option value="">(default)</option>}
        {schema.enum.map((o) => (
          <option key={String(o)} value={String(o)}>
            {String(o)}
          </option>
        ))}
      </select>
    )
  else if (type === 'boolean')
    control = (
      <input
        {...common}
        type="checkbox"
        checked={value === true}
        onChange={(e) => set(e.target.checked ? true : required ? false : undefined)}
      />
    )
  else if (type === 'number' || type === 'integer')
    control = (
      <input
        {...common}
        type="number"
        value={value === undefined ? '' : String(value)}
        onChange={(e) => set(e.target.value === '' ? '' : Number(e.target.value))}
      />
    )
  else if (schema['x-markdown']) return <MarkdownField {...{ id, label, help, value, set, common, problems }} />
  else if (schema['x-link'])
    return <LinkField {...{ id, label, help, value, set, common, problems, kind: schema['x-link'] }} />
  else if ((typeof value === 'string' && (value.length > 80 || value.includes('\n'))) || (schema.maxLength ?? 0) > 120)
    control = <textarea {...common} rows={3} value={String(value ?? '')} onChange={(e) => set(e.target.value)} />
  else if (type === 'string' || value === undefined || typeof value === 'string')
    control = <input {...common} type="text" value={String(value ?? '')} onChange={(e) => set(e.target.value)} />
  else control = <JsonField {...{ common, value, set }} />
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {control}
      {help && <Help id={id}>{help}</Help>}
      {problems}
    </div>
  )
}

type Common = { id: string; 'aria-describedby': string; required?: boolean }
type LeafProps = {
  id: string
  label: string
  help?: string | undefined
  value: unknown
  set: (v: unknown) => void
  common: Common
  problems: ReactNode
}

function MarkdownField({ id, label, help, value, set, common, problems }: LeafProps) {
  const text = String(value ?? '')
  return (
    <div className="field">
      <label htmlFor={id}>{label} (Markdown)</label>
      <div className="markdown-field">
        <textarea {...common} rows={10} value={text} onChange={(e) => set(e.target.value)} />
        <MarkdownPreview source={text} label={`${label}, as shown`} />
      </div>
      {help && <Help id={id}>{help}</Help>}
      {problems}
    </div>
  )
}

function LinkField({ id, label, help, value, set, common, problems, kind }: LeafProps & { kind: string }) {
  const { routes, media, upload } = useStudio()
  const [busy, setBusy] = useState('')
  const image = kind === 'image'
  const options = image ? media : kind === 'https' ? [] : routes
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...common}
        type="text"
        list={`${id}-list`}
        value={String(value ?? '')}
        onChange={(e) => set(e.target.value)}
      />
      <datalist id={`${id}-list`}>
        {options.map((o) => (
          <option key={o} value={o} />
        ))}
      </datalist>
      {image && (
        <div className="upload">
          {typeof value === 'string' && value.startsWith('/media/') && (
            <img src={value} alt="" width="80" height="60" />
          )}
          <label>
            Upload an image into pages/_media
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml"
              onChange={(e) => {
                const f = e.target.files?.[0]
                if (!f) return
                setBusy('Uploading…')
                upload(f).then(
                  (src) => (set(src), setBusy('')),
                  (err: Error) => setBusy(err.message),
                )
              }}
            />
          </label>
          <span role="status">{busy}</span>
        </div>
      )}
      {help && (
        <Help id={id}>
          {help}
          {image ? '' : ' Pick a page from the list or write an https:// address.'}
        </Help>
      )}
      {problems}
    </div>
  )
}

function JsonField({ common, value, set }: { common: Common; value: unknown; set: (v: unknown) => void }) {
  const [text, setText] = useState(JSON.stringify(value, null, 2))
  return (
    <textarea
      {...common}
      rows={4}
      value={text}
      onChange={(e) => {
        setText(e.target.value)
        try {
          set(JSON.parse(e.target.value))
        } catch {
          // Kept as typed until it reads as JSON.
        }
      }}
    />
  )
}

function Problems({ path, id }: { path: Path; id: string }) {
  const list = useStudio().problems.get(pathText(path)) ?? []
  return (
    <ul id={id} className="problems">
      {list.map((d, i) => (
        <li key={i} className={d.severity}>
          {d.severity === 'error' ? 'Error' : 'Warning'}: {d.message}
          {d.hint ? ` (${d.hint})` : ''}
        </li>
      ))}
    </ul>
  )
}

function ObjectField({ name, schema, value, path, onChange }: Omit<Props, 'required'>) {
  const obj = (value ?? {}) as Record<string, unknown>
  const props = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const body = (
    <>
      <Problems path={path} id={`${fieldId(path)}-problems`} />
      {Object.entries(props).map(([key, s]) => {
        const child = obj[key]
        const r = resolveSchema(s, child)
        const isCollection = r.type === 'object' || r.properties || r.type === 'array'
        if (isCollection && child === undefined && !required.has(key))
          return (
            <button key={key} type="button" className="add" onClick={() => onChange({ ...obj, [key]: newValue(s) })}>
              Add {labelOf(key, r).toLowerCase()}
            </button>
          )
        return (
          <div key={key} className="prop">
            <SchemaField
              name={key}
              schema={s}
              value={child}
              path={[...path, key]}
              required={required.has(key)}
              onChange={(v) => {
                const next = { ...obj }
                if (v === undefined) delete next[key]
                else next[key] = v
                onChange(next)
              }}
            />
            {isCollection && child !== undefined && !required.has(key) && (
              <button
                type="button"
                className="remove"
                onClick={() => {
                  const next = { ...obj }
                  delete next[key]
                  onChange(next)
                }}
              >
                Remove {labelOf(key, r).toLowerCase()}
              </button>
            )}
          </div>
        )
      })}
    </>
  )
  if (path.length === 0) return body
  return (
    <fieldset className="object">
      <legend>{labelOf(name, schema)}</legend>
      {schema.description && <p className="help">{schema.description}</p>}
      {body}
    </fieldset>
  )
}

function ArrayField({ name, schema, value, path, onChange }: Omit<Props, 'required'>) {
  const list = Array.isArray(value) ? value : []
  const item = schema.items ?? {}
  const kinds = variants(item)
  const [kind, setKind] = useState(kinds[0]?.tag ?? '')
  const selectId = useId()
  const label = labelOf(name, schema)
  const move = (i: number, by: number) => {
    const next = [...list]
    const [x] = next.splice(i, 1)
    next.splice(i + by, 0, x)
    onChange(next)
  }
  const sectionLike = kinds.length > 0
  return (
    <fieldset className="array">
      <legend>{label}</legend>
      {schema.description && <p className="help">{schema.description}</p>}
      <Problems path={path} id={`${fieldId(path)}-problems`} />
      <ol>
        {list.map((v, i) => {
          const summary = itemSummary(v, i)
          const tools = (
            <div className="item-tools" role="group" aria-label={`${summary}: move, copy or remove`}>
              <button type="button" aria-label={`Move up: ${summary}`} disabled={i === 0} onClick={() => move(i, -1)}>
                Move up
              </button>
              <button
                type="button"
                aria-label={`Move down: ${summary}`}
                disabled={i === list.length - 1}
                onClick={() => move(i, 1)}
              >
                Move down
              </button>
              <button
                type="button"
                aria-label={`Duplicate: ${summary}`}
                onClick={() => onChange([...list.slice(0, i + 1), structuredClone(v), ...list.slice(i + 1)])}
              >
                Duplicate
              </button>
              <button
                type="button"
                aria-label={`Remove: ${summary}`}
                onClick={() => onChange(list.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </div>
          )
          const field = (
            <SchemaField
              name={`Item ${i + 1}`}
              schema={item}
              value={v}
              path={[...path, i]}
              required
              onChange={(x) => onChange(list.map((y, j) => (j === i ? x : y)))}
            />
          )
          return (
            <li key={i} className="item">
              {sectionLike ? (
                <>
                  {tools}
                  <details open={list.length <= 3}>
                    <summary>{summary}</summary>
                    {field}
                  </details>
                </>
              ) : (
                <>
                  {field}
                  {tools}
                </>
              )}
            </li>
          )
        })}
      </ol>
      {sectionLike ? (
        <div className="add-row">
          <label htmlFor={selectId}>New {label.toLowerCase().replace(/s$/, '')} type</label>
          <select id={selectId} value={kind} onChange={(e) => setKind(e.target.value)}>
            {kinds.map((k) => (
              <option key={k.tag} value={k.tag}>
                {k.tag}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => onChange([...list, structuredClone(kinds.find((k) => k.tag === kind)?.example)])}
          >
            Add {kind}
          </button>
        </div>
      ) : (
        <button type="button" className="add" onClick={() => onChange([...list, newValue(item)])}>
          Add to {label.toLowerCase()}
        </button>
      )}
    </fieldset>
  )
}

function itemSummary(v: unknown, i: number): string {
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>
    const title = [o.heading, o.title, o.question, o.label, o.name].find((t) => typeof t === 'string')
    return `${i + 1}. ${o.type ? `${String(o.type)}` : ''}${o.type && title ? ': ' : ''}${title ? String(title) : ''}`
  }
  return `${i + 1}. ${String(v)}`
}

/** A field's help text, which its control names in aria-describedby (`<id>-help`). */
function Help({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-help`} className="help">
      {children}
    </p>
  )
}
