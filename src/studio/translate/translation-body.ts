import { readContentFile } from '../api/read-content-file.ts'
import { refuseOversizedData } from '../api/drafts.ts'
import { Refusal } from '../api/refusal.ts'
import type { Versions } from '../api/versions.ts'
import { readData } from '../read-data.ts'
import { carryIdRenames } from './carry-id-renames.ts'
import { formToTranslation } from './form-to-translation.ts'
import { translationContext, type TranslationContext } from './translation-context.ts'
import { translationToForm } from './translation-to-form.ts'

/**
 * A draft's or a save's request as the rest of the studio takes it: for a translation, its form's data (see
 * translationForm) turned into what the file holds (formToTranslation), from the version the form started from
 * (`body.hash`, when the studio served it; else the file on disk; none for a new one). Any other request as it is.
 * `back` turns the file's data the answer holds (a merge, a conflict's) into the form's.
 */
export function translationBody(
  root: string,
  body: Record<string, unknown>,
  versions: Versions,
): { body: Record<string, unknown>; back: (data: unknown) => unknown } {
  const same = { body, back: (data: unknown) => data }
  if (body.discard || body.data === undefined || typeof body.file !== 'string') return same
  const context = translationContext(root, body.file)
  if (!context) return same
  refuseOversizedData(body.data)
  let current: unknown
  let form = body.data
  if (!body.create) {
    const disk = readContentFile(root, body.file).text
    const start = typeof body.hash === 'string' ? versions.text(body.file, body.hash) : undefined
    current = readOr(start) ?? readOr(disk)
    // An item renamed since the form was opened (its original's reference name followed, see carryIdRenames) is the
    // form's item still: renamed in it too, it matches the original's item, and its text is the form's.
    if (start !== undefined && start !== disk) form = carryIdRenames(current, readOr(disk), form)?.data ?? form
  }
  const { original } = context
  const data = formToTranslation(original.data, form, current, original.schema, context.slug !== undefined)
  return { body: { ...body, data }, back: (data) => formOf(context, data) }
}

/** A refusal whose body holds the file's data (a conflict: the version on disk, the merge), with the form's. */
export function translationRefusal(e: unknown, back: (data: unknown) => unknown): unknown {
  if (!(e instanceof Refusal) || !('data' in e.body)) return e
  const body = e.body as { data?: unknown; merged?: unknown }
  return new Refusal(e.status, e.message, {
    ...e.body,
    data: back(body.data),
    ...('merged' in body ? { merged: back(body.merged) } : {}),
  })
}

function formOf(context: TranslationContext, data: unknown): unknown {
  return translationToForm(context.original.data, data, context.original.schema, context.slug !== undefined)
}

function readOr(text: string | undefined): unknown {
  if (text === undefined) return undefined
  try {
    return readData(text)
  } catch {
    return undefined
  }
}
