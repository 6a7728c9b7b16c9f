import type { ComponentType, ReactNode } from 'react'
import type { JsonSchema } from '../studio-client.ts'

/** A place in the open file's data: ["sections", 0, "heading"]. */
export type Path = (string | number)[]

/**
 * Sets the value at `path` (`undefined` removes it). `alone`: the change is one undo step of its own (an item added,
 * moved or removed), never merged with the typing just before or after it.
 */
export type SetAt = (path: Path, value: unknown, options?: { alone?: boolean }) => void

export interface SchemaFieldProps {
  name: string
  schema: JsonSchema
  value: unknown
  path: Path
  required?: boolean
  /**
   * Sets the value at a path of the open file's data, working on the latest data. The same function for every field
   * and every render: a field whose own props did not change skips rendering while another is typed in.
   */
  setAt: SetAt
  /** What the schema's example holds here: shown as a placeholder, never copied in. */
  example?: unknown
}

/**
 * A field that holds other fields (an object, a list). It renders them with `Field`, the dispatcher, handed to it
 * rather than imported: the dispatcher imports it, and an import back would be a cycle.
 */
export type ContainerFieldProps = SchemaFieldProps & { Field: ComponentType<SchemaFieldProps> }

/** The attributes every control of a single value carries. */
export interface ControlProps {
  id: string
  'aria-describedby': string
  required?: boolean
  /** Set while the lint has an error at the field (its message is under `<id>-problems`). */
  'aria-invalid'?: true
}

/** What the dispatcher hands the field of a single value (a text, a number, a choice…). */
export interface LeafFieldProps {
  /** The control's id; its help is `<id>-help` and its problems `<id>-problems`. */
  id: string
  label: string
  help: string | undefined
  required: boolean
  value: unknown
  /** Sets the value; an optional field left empty is removed from the data. */
  set: (value: unknown) => void
  control: ControlProps
  problems: ReactNode
}
