import type { Diagnostic } from '../../content/diagnostic.ts'
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
import { carryIdRenames } from '../translate/carry-id-renames.ts'
import { carryMoves, unfollowedLists } from '../translate/carry-moves.ts'
import { siteLanguages } from '../translate/site-languages.ts'
import { translationFile } from '../../content/translate/translation-status.ts'
import { readData } from '../read-data.ts'
import { patchYaml } from '../patch-yaml.ts'
import { segmentsToPath } from '../../content/locate.ts'

/**
 * Writes `body.data` to `body.file` (with `body.create`, a new page, collection entry or translation, never another
 * kind of file); when the file changed on disk since `body.hash`, the merge of both changes (dataToSave), and the answer's
 * `merged` holds what was written and whose change it kept. Refused with 409 when both changed one field (see
 * dataToSave) or a new file exists, and with 422 when the save would write errors, its own or ones it causes in
 * other files. `versions` learns the text written, by `by`. An item of a list matched by id renamed in an original is
 * renamed in its translations too (carryIdRenames): the answer's `translations` names the files that changed; an item
 * moved, removed or inserted in a list matched by position is moved in them too (carryMoves): `reordered` names them;
 * `unfollowed` names those whose lists changed in a way that cannot be followed (unfollowedLists).
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
  refuseOversized(text)
  const { own, others, blocking } = lint.scope(file, text)
  if (blocking.length) {
    // Each field a missing-property problem names is one to fill: ten empty required fields are ten, not one.
    const count = (list: Diagnostic[]) => list.reduce((n, d) => n + Math.max(1, d.missing?.length ?? 1), 0)
    const elsewhere = count(blocking.filter((d) => d.file !== file))
    const where =
      elsewhere === count(blocking)
        ? 'elsewhere on the site, listed in the summary'
        : elsewhere
          ? `shown at their fields, ${elsewhere} of them elsewhere on the site, listed in the summary`
          : 'shown at their fields'
    throw new Refusal(422, `Not saved: ${counted(count(blocking), 'problem')} to fix first, ${where}.`, {
      diagnostics: own,
      others,
    })
  }
  mkdirSync(dirname(path), { recursive: true })
  writeAtomically(path, text)
  drafts.delete(file)
  versions.remember(file, text, by)
  const carried = base === undefined ? [] : carryRenames(root, file, base, toSave.data, versions, by)
  const translations = [...new Set(carried.flatMap((c) => (c.moved || c.unfollowed ? [] : [c.file])))]
  const reordered = [...new Set(carried.flatMap((c) => (c.moved ? [c.file] : [])))]
  const unfollowed = [...new Set(carried.flatMap((c) => (c.unfollowed ? [c.file] : [])))]
  const merged = toSave.merged && { data: toSave.data, by: toSave.merged.by }
  return {
    text,
    hash: contentHash(text),
    diagnostics: own,
    others: others.filter((d) => !followed(carried, d)),
    ...(merged ? { merged } : {}),
    ...(translations.length ? { translations } : {}),
    ...(reordered.length ? { reordered } : {}),
    ...(unfollowed.length ? { unfollowed } : {}),
  }
}

/**
 * Whether `d` is a warning the lint gave, before the translations followed, at an item they then renamed: an item the
 * original lacks, or its texts as stale. Neither is true once the item has the original's new id.
 */
function followed(carried: Carried[], d: { code: string; file: string; path?: string }): boolean {
  if (d.code !== 'translation-extra-item' && d.code !== 'stale-translation') return false
  return carried.some(
    (c) =>
      !c.unfollowed &&
      c.file === d.file &&
      d.path !== undefined &&
      (d.path === c.path || d.path.startsWith(`${c.path}.`) || d.path.startsWith(`${c.path}[`)),
  )
}

function writeAtomically(path: string, text: string): void {
  const temp = `${path}.studio-${process.pid}.tmp`
  writeFileSync(temp, text)
  renameSync(temp, path)
}

/**
 * An item of a translation that followed its original's save: renamed, or (`moved`) moved or removed; or
 * (`unfollowed`) a translation whose lists could not follow (see unfollowedLists).
 */
type Carried = { file: string; path: string; moved?: true; unfollowed?: true }

/**
 * The translations of the original `file` (its text was `base`, its data now `data`) with the ids it renamed renamed
 * too (carryIdRenames), and the items it moved, removed or inserted in lists matched by position moved too
 * (carryMoves): each item that followed, by its file and its place in the translation before. A translation that
 * cannot be read is left as it is (the lint names its problem).
 */
function carryRenames(
  root: string,
  file: string,
  base: string,
  data: unknown,
  versions: Versions,
  by: VersionBy,
): Carried[] {
  if (fileRole(file).role === 'translation') return []
  const written: Carried[] = []
  for (const { code } of siteLanguages(root).slice(1)) {
    const translated = translationFile(file, code)
    try {
      const { path, text } = readContentFile(root, translated)
      const before = readData(base)
      const renamed = carryIdRenames(before, data, readData(text))
      const moved = carryMoves(before, data, renamed?.data ?? readData(text))
      if (moved === undefined && unfollowedLists(before, data, renamed?.data ?? readData(text)))
        written.push({ file: translated, path: '', unfollowed: true })
      if (renamed === undefined && moved === undefined) continue
      const patched = patchYaml(text, (moved ?? renamed)!.data)
      writeAtomically(path, patched)
      versions.remember(translated, patched, by)
      for (const at of renamed?.renamed ?? []) written.push({ file: translated, path: segmentsToPath(at) })
      for (const at of moved?.moved ?? []) written.push({ file: translated, path: segmentsToPath(at), moved: true })
    } catch {
      // No translation into this language, or one that does not parse.
    }
  }
  return written
}
