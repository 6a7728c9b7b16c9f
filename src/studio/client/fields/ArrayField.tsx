import { labelOf, newValue, variants } from '../schema-tools.ts'
import { AddVariant } from './AddVariant.tsx'
import type { ContainerFieldProps } from './field-props.ts'
import { fieldId } from './field-id.ts'
import { itemSummary } from './item-summary.ts'
import { ItemTools } from './ItemTools.tsx'
import { Problems } from './Problems.tsx'

/**
 * A list: each item's fields with buttons to move, copy or remove it. The items of a discriminated list (sections)
 * fold under their summary, open while there are three or fewer, and a new one starts from its type's example.
 */
export function ArrayField({ name, schema, value, path, onChange, Field }: ContainerFieldProps) {
  const list = Array.isArray(value) ? value : []
  const item = schema.items ?? {}
  const kinds = variants(item)
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
            <ItemTools
              summary={summary}
              first={i === 0}
              last={i === list.length - 1}
              onMove={(by) => move(i, by)}
              onDuplicate={() => onChange([...list.slice(0, i + 1), structuredClone(v), ...list.slice(i + 1)])}
              onRemove={() => onChange(list.filter((_, j) => j !== i))}
            />
          )
          const field = (
            <Field
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
        <AddVariant label={label} kinds={kinds} onAdd={(example) => onChange([...list, structuredClone(example)])} />
      ) : (
        <button type="button" className="add" onClick={() => onChange([...list, newValue(item)])}>
          Add to {label.toLowerCase()}
        </button>
      )}
    </fieldset>
  )
}
