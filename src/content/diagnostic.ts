import { catalogue, type DiagnosticCode, type ParamsOf, type Voice } from './diagnostics/catalogue.ts'

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
  /**
   * The message and hint said to someone editing the file by hand (the command line, CI, the dev overlay): each
   * field's key beside its label, files by name. Absent when they are the same words. `message` and `hint` are the
   * studio's: fields by their label only.
   */
  inFile?: { message: string; hint?: string }
  /**
   * A missing-property problem's fields, by their data paths (sections[0].heading): the studio shows it at each of
   * them as well as at the mapping that lacks them.
   */
  missing?: string[]
}

export interface Where {
  file: string
  line: number
  col: number
  path: string
}

const toEditor: Voice = { field: (f) => f.label, inFile: false }
const toFile: Voice = { field: (f) => `${f.label} (${f.key}:)`, inFile: true }

/** A diagnostic of `code`, its message and hint written by the catalogue from `params`, for both voices. */
export function diagnostic<C extends DiagnosticCode>(code: C, params: ParamsOf<C>, where: Where): Diagnostic {
  const e = catalogue[code] as {
    severity: 'error' | 'warning'
    message: (p: unknown, v: Voice) => string
    hint?: (p: unknown, v: Voice) => string | undefined
  }
  const message = e.message(params, toEditor)
  const hint = e.hint?.(params, toEditor)
  const fileMessage = e.message(params, toFile)
  const fileHint = e.hint?.(params, toFile)
  const inFile =
    fileMessage !== message || fileHint !== hint
      ? { inFile: { message: fileMessage, ...(fileHint ? { hint: fileHint } : {}) } }
      : {}
  return { code, severity: e.severity, ...where, message, ...(hint ? { hint } : {}), ...inFile }
}

/** The words of `d` for someone editing the file by hand: its key-naming message and hint where it has them. */
export function fileWords(d: Diagnostic): { message: string; hint?: string | undefined } {
  return d.inFile ?? { message: d.message, hint: d.hint }
}
