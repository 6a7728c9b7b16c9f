import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileRole } from '../../content/routes.ts'
import { contentHash } from '../../lib/content-hash.ts'
import { safePagesPath } from '../safe-path.ts'
import type { LintCache } from './lint-cache.ts'
import { readContentFile } from './read-content-file.ts'
import { refuseOversized } from './drafts.ts'
import { Refusal } from './refusal.ts'
import { refuseLongName } from './refuse-long-name.ts'
import { textToSave } from './text-to-save.ts'
import { dataToSave, type ToSave } from './data-to-save.ts'
import type { VersionBy, Versions } from './versions.ts'
import { counted } from '../../lib/counted.ts'
import { refuseTranslation } from '../translate/refuse-translation.ts'

/**
 * Writes `body.data` to `body.file` (with `body.create`, a new page, collection entry or translation, never another
 * kind of file); when the file changed on disk since `body.hash`, the merge of both changes (dataToSave), and the answer's
 * `merged` holds what was written and whose change it kept. Refused with 409 when both changed one field (see
 * dataToSave) or a new file exists, and with 422 when the save would write errors, its own or ones it causes in
 * other files. `versions` learns the text written, by `by`.
 */
export function saveFile(
  root: string,
  drafts: Map<string, string>,
  lint: LintCache,
  body: Record<string, unknown>,
  versions: Versions,
  by: VersionBy,
) {
  const file = String(body.file)
  const create = Boolean(body.create)
  let path: string
  let base: string | undefined
  let toSave: ToSave = { data: body.data }
  if (create) {
    refuseLongName(file)
    const p = safePagesPath(root, file)
    if (!p) throw new Refusal(403, `"${file}" is not a .yaml file inside pages/.`)
    const role = fileRole(file)
    if (role.role === 'unknown') throw new Refusal(400, `${file} cannot be a new page: ${role.reason}.`)
    if (role.role !== 'page' && role.role !== 'entry' && role.role !== 'translation')
      throw new Refusal(400, `The studio makes new pages and new entries of collections only, and ${file} is neither.`)
    refuseTranslation(root, file)
    if (existsSync(p))
      throw new Refusal(
        409,
        `The address "${file.replace(/^.*\//, '').replace(/\.yaml$/, '')}" is taken: choose another name.`,
      )
    path = p
  } else {
    ;({ path, text: base } = readContentFile(root, file))
    toSave = dataToSave(file, path, base, body, versions)
  }
  const text = textToSave(file, toSave.data, base)
  refuseOversized(file, text)
  const { own, others, blocking } = lint.scope(file, text)
  if (blocking.length) {
    const elsewhere = blocking.filter((d) => d.file !== file).length
    const where =
      elsewhere === blocking.length
        ? 'elsewhere on the site, listed in the summary'
        : elsewhere
          ? `shown at their fields, ${elsewhere} of them elsewhere on the site, listed in the summary`
          : 'shown at their fields'
    throw new Refusal(422, `Not saved: ${counted(blocking.length, 'problem')} to fix first, ${where}.`, {
      diagnostics: own,
      others,
    })
  }
  mkdirSync(dirname(path), { recursive: true })
  const temp = `${path}.studio-${process.pid}.tmp`
  writeFileSync(temp, text)
  renameSync(temp, path)
  drafts.delete(file)
  versions.remember(file, text, by)
  const merged = toSave.merged && { data: toSave.data, by: toSave.merged.by }
  return { text, hash: contentHash(text), diagnostics: own, others, ...(merged ? { merged } : {}) }
}
