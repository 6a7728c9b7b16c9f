import { useState } from 'react'
import { useFormEvents } from '../form-events.ts'
import { exampleAt, labelOf, newValue, requiredNow, resolveSchema } from '../schema-tools.ts'
import type { ContainerFieldProps } from './field-props.ts'
import { fieldId } from './field-id.ts'
import { Problems } from './Problems.tsx'
import { useTranslationView } from '../translation-view.ts'
import { getAt } from './get-at.ts'

/**
 * The fields of an object, one per property. An optional object or list is offered with an Add button until it
 * exists, then with a Remove button. The file's top level is not framed.
 */
export function ObjectField({ name, schema, value, path, required: own, setAt, Field, example }: ContainerFieldProps) {
  const events = useFormEvents()
  // A translation translates what its original has: no field the original leaves out, nothing added or removed.
  const translation = useTranslationView()
  const obj = (value ?? {}) as Record<string, unknown>
  const props = schema.properties ?? {}
  const required = requiredNow(schema, obj)
  const field = ([key, s]: [string, (typeof props)[string]]) => {
    const child = obj[key]
    const r = resolveSchema(s, child)
    const isCollection = r.type === 'object' || r.properties || r.type === 'array'
    if (
      translation &&
      getAt(translation.original, [...path, key]) === undefined &&
      !(path.length === 0 && key === 'slug')
    )
      return null
    if (isCollection && child === undefined && !required.has(key))
      return (
        <button
          key={key}
          type="button"
          className="add"
          onClick={() => {
            events.added([...path, key])
            setAt([...path, key], newValue(s), { alone: true })
          }}
        >
          Add {labelOf(key, r).toLowerCase()}
        </button>
      )
    return (
      <div key={key} className="prop">
        <Field
          name={key}
          schema={s}
          value={child}
          path={[...path, key]}
          example={exampleAt(example, key)}
          required={required.has(key)}
          setAt={setAt}
        />
        {isCollection && child !== undefined && !required.has(key) && !translation && (
          <button
            type="button"
            className="remove"
            onClick={() => {
              events.removed(`“${labelOf(key, r)}”`)
              setAt([...path, key], undefined, { alone: true })
            }}
          >
            Remove {labelOf(key, r).toLowerCase()}
          </button>
        )}
      </div>
    )
  }
  // A value the schema fixes (a section's type) is no field: the item's heading already names the section.
  const entries = Object.entries(props).filter(([key, s]) => resolveSchema(s, obj[key]).const === undefined)
  // A page: its sections first (a translation's own address before them), then its title, description and search-engine fields, folded (unfolded when the
  // page opens with one of them still to fill in, as a new page does).
  const paged = path.length === 0 && 'sections' in props
  const [settingsOpen] = useState(
    () => paged && [...required].some((k) => k !== 'sections' && (obj[k] === undefined || obj[k] === '')),
  )
  const body = (
    <>
      <Problems path={path} id={`${fieldId(path)}-problems`} />
      {paged ? (
        <>
          {entries.filter(([k]) => k === 'sections' || (translation && k === 'slug')).map(field)}
          <details className="page-settings" open={settingsOpen || undefined}>
            <summary>Page title, description and search engine settings</summary>
            {entries.filter(([k]) => k !== 'sections' && !(translation && k === 'slug')).map(field)}
          </details>
        </>
      ) : (
        entries.map(field)
      )}
    </>
  )
  if (path.length === 0) return body
  return (
    <fieldset className="object">
      <legend>
        {labelOf(name, schema)}
        {/* A required property is starred like a single field; a list's items all are, and are not. */}
        {own && typeof path.at(-1) === 'string' && <span aria-hidden="true"> *</span>}
      </legend>
      {schema.description && <p className="help">{schema.description}</p>}
      {body}
    </fieldset>
  )
}
