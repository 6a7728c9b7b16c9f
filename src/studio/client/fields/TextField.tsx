import type { LeafFieldProps } from './field-props.ts'
import { FieldFrame } from './FieldFrame.tsx'

/**
 * A text, in one control whatever its length: a text area that grows with what is typed (CSS `field-sizing`), so
 * the element, its focus, caret and selection stay while a heading passes 80 characters (it used to turn into
 * another element and drop every key after that). Enter adds a line only where the text may have several.
 */
export function TextField({
  value,
  set,
  control,
  multiline,
  placeholder,
  ...frame
}: LeafFieldProps & { multiline: boolean; placeholder?: string | undefined }) {
  return (
    <FieldFrame {...frame}>
      <textarea
        {...control}
        className="grow"
        rows={1}
        value={String(value ?? '')}
        {...(placeholder ? { placeholder } : {})}
        onChange={(e) => set(multiline ? e.target.value : e.target.value.replace(/\r?\n/g, ' '))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !multiline) e.preventDefault()
        }}
      />
    </FieldFrame>
  )
}
