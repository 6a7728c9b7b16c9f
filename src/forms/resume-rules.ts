import { heldWords } from '../ui/words/word-store.ts'
import type { Words } from '../ui/words/words.ts'

/** What the resume's messages say, in one language. */
type ResumeWords = Words['forms']['resume']

/** The `accept` list of the resume input: PDF only (spec §9). */
export const RESUME_ACCEPT = '.pdf,application/pdf'

/** The largest resume when the site file does not say (forms.maxResumeMb). */
export const DEFAULT_MAX_RESUME_MB = 5

const MB = 1024 * 1024

/** Every PDF file starts with these bytes ("%PDF-"). */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]

/** Whether a picked file is a PDF, by its extension or its type. */
export function isPdf(file: { name: string; type: string }): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name)
}

/** Shown when a resume is larger than the site allows. */
export function resumeTooLarge(size: number, maxMb: number, words: ResumeWords = heldWords().forms.resume): string {
  // One decimal with a point, as US Spanish writes it too.
  return words.tooLarge((size / MB).toFixed(1), maxMb)
}

/** The problem with a picked resume that its name, type and size show at once, or '' when there is none. */
export function resumeProblem(
  file: { name: string; type: string; size: number },
  maxMb: number,
  words: ResumeWords = heldWords().forms.resume,
): string {
  if (!isPdf(file)) return words.notPdf
  if (file.size > maxMb * MB) return resumeTooLarge(file.size, maxMb, words)
  return ''
}

/** Whether a file's content is a PDF: it starts with "%PDF-" (only those five bytes are read). */
export async function hasPdfSignature(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer())
  return head.length === PDF_SIGNATURE.length && PDF_SIGNATURE.every((byte, i) => head[i] === byte)
}

/** Every problem with a picked resume, its content included, or '' when it may be sent. */
export async function checkResume(
  file: File,
  maxMb: number,
  words: ResumeWords = heldWords().forms.resume,
): Promise<string> {
  return resumeProblem(file, maxMb, words) || ((await hasPdfSignature(file)) ? '' : words.notPdfContent)
}
