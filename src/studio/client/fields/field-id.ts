import type { Path } from './field-props.ts'

/** The id of the control for the value at `path` (LintSummary finds a diagnostic's field by it). */
export const fieldId = (path: Path) => 'f-' + path.join('-').replace(/[^\w-]/g, '_')
