import { diagnostic, type Diagnostic } from '../../content/diagnostic.ts'

/** The one diagnostic of a file the studio gave up checking after `budgetMs`: at the file, as a whole. */
export function tooComplex(file: string, budgetMs: number): Diagnostic {
  const seconds = Math.round(budgetMs / 100) / 10
  return diagnostic('too-complex-to-check', { seconds }, { file, line: 1, col: 1, path: '' })
}
