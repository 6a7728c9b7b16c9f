import { catalogue, type DiagnosticCode, type ParamsOf } from './diagnostics/catalogue.ts'

export type { DiagnosticCode } from './diagnostics/catalogue.ts'

/** One problem found in content: data, formatted only at the edge (CLI, Vite overlay, CI annotations). */
export interface Diagnostic {
  /** Permanent name of the kind of problem (see the catalogue), e.g. "missing-property". */
  code: DiagnosticCode
  /** Errors fail the lint and the build; warnings print, and fail only `--strict`. */
  severity: 'error' | 'warning'
  /** Path relative to the project root, with forward slashes: pages/services/sap-basis.yaml */
  file: string
  /** 1-based line and column. */
  line: number
  col: number
  /** Where in the data, e.g. sections[2].items[0]; empty for the whole file. */
  path: string
  /** What is wrong, without position or "Error:" prefix. */
  message: string
  /** What to do about it. */
  hint?: string
}

export interface Where {
  file: string
  line: number
  col: number
  path: string
}

/** A diagnostic of `code`, its message and hint written by the catalogue from `params`. */
export function diagnostic<C extends DiagnosticCode>(code: C, params: ParamsOf<C>, where: Where): Diagnostic {
  const e = catalogue[code] as {
    severity: 'error' | 'warning'
    message: (p: unknown) => string
    hint?: (p: unknown) => string | undefined
  }
  const hint = e.hint?.(params)
  return { code, severity: e.severity, ...where, message: e.message(params), ...(hint ? { hint } : {}) }
}
