import type { LeafFieldProps } from './field-props.ts'
import { FieldFrame } from './FieldFrame.tsx'

/**
 * One of the values the schema lists, picked from a menu. The menu shows what the data holds, never a value it does
 * not: a required choice not made yet shows "Choose…" (the browser would otherwise show the first option, which is
 * not in the data, and the save would be refused for it); an optional one left out shows "(default)", or the
 * schema's default; a value that is not one of the options is shown as it is, marked, until another is picked. Each
 * option is shown by its label where the schema gives one ("Short strip" for banner).
 */
export function ChoiceField({
  options,
  labels,
  fallback,
  value,
  set,
  control,
  ...frame
}: LeafFieldProps & { options: unknown[]; labels?: Record<string, string> | undefined; fallback?: unknown }) {
  const said = (o: unknown) => labels?.[String(o)] ?? String(o)
  const chosen = options.find((o) => o === value)
  const unset = value === undefined || value === ''
  const stray = !unset && chosen === undefined
  return (
    <FieldFrame {...frame}>
      <select
        {...control}
        value={unset ? '' : String(value)}
        onChange={(e) =>
          set(e.target.value === '' ? '' : (options.find((o) => String(o) === e.target.value) ?? e.target.value))
        }
      >
        {frame.required ? (
          unset && (
            <option value="" disabled>
              Choose…
            </option>
          )
        ) : (
          <option value="">{fallback === undefined ? '(default)' : `(default: ${said(fallback)})`}</option>
        )}
        {stray && <option value={String(value)}>{`${String(value)} (not one of the choices)`}</option>}
        {options.map((o) => (
          <option key={String(o)} value={String(o)}>
            {said(o)}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
