/** Shown when a visitor picks something other than a PDF via the file dialog's "All files" filter. */
export const RESUME_NOT_PDF = 'Please choose your resume as a PDF file (.pdf).'

/** The `accept` list of the resume input: PDF only (spec §9). */
export const RESUME_ACCEPT = '.pdf,application/pdf'

/** Whether a picked file is a PDF, by its extension or its type. */
export function isPdf(file: { name: string; type: string }): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name)
}
