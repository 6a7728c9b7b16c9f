import { useLayoutEffect, useRef } from 'react'
import { useFormEvents } from '../form-events.ts'
import { exampleAt, itemNoun, labelOf, newValue, variants } from '../schema-tools.ts'
import { AddVariant } from './AddVariant.tsx'
import type { ContainerFieldProps } from './field-props.ts'
import { fieldId } from './field-id.ts'
import { itemSummary } from './item-summary.ts'
import { ItemTools } from './ItemTools.tsx'
import { Problems } from './Problems.tsx'
import { useTranslationView } from '../translation-view.ts'
import { isText } from '../../../content/translate/schema-at.ts'

/**
 * A list: each item's fields with buttons to move, copy or remove it. The items of a discriminated list (sections)
 * fold under their summary, open while there are three or fewer, and a new one starts from its type's example.
 */
export function ArrayField({ name, schema, value, path, required, setAt, Field, example }: ContainerFieldProps) {
  const events = useFormEvents()
  // A translation keeps its original's items (sections, cards…) in their order: only a list of words is its own.
  const fixed = useTranslationView() !== undefined && !isText(schema)
  // Adding, moving, copying and removing items are undo steps of their own.
  const onChange = (next: unknown[]) => setAt(path, next, { alone: true })
  // The items after a move, a copy or a removal are not where they were: none is new any more (see form-events.ts).
  const rearrange = (next: unknown[]) => {
    events.reordered(path)
    onChange(next)
  }
  const list = Array.isArray(value) ? value : []
  const item = schema.items ?? {}
  const kinds = variants(item)
  const label = labelOf(name, schema)
  const noun = itemNoun(label, item)
  const listRef = useRef<HTMLOListElement>(null)
  // After an add, a move or a removal, focus goes to the item (its first field, or the same button) where it now is.
  const focusAfter = useRef<{ index: number; button?: string }>(undefined)
  useLayoutEffect(() => {
    const want = focusAfter.current
    if (!want) return
    focusAfter.current = undefined
    const li = listRef.current?.children[want.index] as HTMLElement | undefined
    const target =
      (want.button && li?.querySelector<HTMLElement>(`:scope > .item-tools button${want.button}:not(:disabled)`)) ||
      li?.querySelector<HTMLElement>('summary, input, textarea, select') ||
      li?.querySelector<HTMLElement>('button') ||
      listRef.current?.parentElement?.querySelector<HTMLElement>(':scope > .add, :scope > .add-row button')
    target?.focus()
  })
  const move = (i: number, by: number) => {
    const next = [...list]
    const [x] = next.splice(i, 1)
    const to = Math.max(0, Math.min(list.length - 1, i + by))
    next.splice(to, 0, x)
    focusAfter.current = { index: to, button: `[data-move="${by}"]` }
    rearrange(next)
  }
  const add = (value: unknown) => {
    focusAfter.current = { index: list.length }
    events.added([...path, list.length])
    onChange([...list, value])
  }
  const sectionLike = kinds.length > 0
  return (
    <fieldset className="array">
      <legend>
        {label}
        {required && typeof path.at(-1) === 'string' && <span aria-hidden="true"> *</span>}
      </legend>
      {schema.description && <p className="help">{schema.description}</p>}
      <Problems path={path} id={`${fieldId(path)}-problems`} label={label} />
      <ol ref={listRef}>
        {list.map((v, i) => {
          const summary = itemSummary(v, itemNoun(label, item, v))
          const tools = fixed ? null : (
            <ItemTools
              summary={summary}
              first={i === 0}
              last={i === list.length - 1}
              onMove={(by) => move(i, by)}
              onDuplicate={() => rearrange([...list.slice(0, i + 1), structuredClone(v), ...list.slice(i + 1)])}
              onRemove={() => {
                // Focus goes to the Remove of the item now in its place (or of the new last one): outside a text
                // field, Ctrl+Z then undoes the removal.
                focusAfter.current = { index: Math.min(i, list.length - 2), button: '[data-remove]' }
                events.removed(`“${summary}”`)
                rearrange(list.filter((_, j) => j !== i))
              }}
            />
          )
          const field = (
            <Field
              name={summary}
              schema={item}
              value={v}
              path={[...path, i]}
              example={sectionLike ? undefined : exampleAt(example, i)}
              required
              setAt={setAt}
            />
          )
          return (
            <li key={i} className="item">
              {sectionLike ? (
                <>
                  {tools}
                  <details open={list.length <= 3 || i === 0}>
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
      {fixed ? null : sectionLike ? (
        <AddVariant label={label} kinds={kinds} onAdd={(example) => add(structuredClone(example))} />
      ) : (
        <button type="button" className="add" onClick={() => add(newValue(item))}>
          Add {noun.toLowerCase()}
        </button>
      )}
    </fieldset>
  )
}
