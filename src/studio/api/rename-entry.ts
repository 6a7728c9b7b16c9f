import { existsSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readContentDir } from '../../content/read-content-dir.ts'
import { fileRole } from '../../content/routes.ts'
import { patchYaml } from '../patch-yaml.ts'
import { safePagesPath } from '../safe-path.ts'
import type { Diagnostic } from '../../content/diagnostic.ts'
import { Refusal } from './refusal.ts'
import { refuseLongName } from './refuse-long-name.ts'
import { readData } from '../read-data.ts'
import { siteLanguages } from '../translate/site-languages.ts'
import { translationFile } from '../../content/translate/translation-status.ts'

/**
 * Renames a collection entry (`body.file`) to the address `body.to`: the file moves, an id written in it changes
 * with it, its translations move with it, and every other content file's links to its page (`/insights/old-name` → `/insights/new-name`) follow.
 * Refused when the entry has unsaved changes, the address is not lowercase-with-hyphens or is taken. Answers the
 * new file and the errors of the site after the move (`siteErrors`, the studio's worker's lint of the disk).
 */
export async function renameEntry(
  root: string,
  drafts: Map<string, string>,
  siteErrors: () => Promise<Diagnostic[]>,
  body: Record<string, unknown>,
) {
  const file = String(body.file ?? '')
  const to = String(body.to ?? '')
  const role = fileRole(file.replace(/^pages\//, ''))
  if (role.role !== 'entry') throw new Refusal(400, 'Only an article, a job or another entry can be renamed.')
  if (!/^[a-z0-9][a-z0-9-]*$/.test(to))
    throw new Refusal(400, 'The new address may hold lowercase letters, digits and hyphens, starting with one of them.')
  const target = `pages/_collections/${role.collection}/${to}.yaml`
  refuseLongName(target)
  const from = safePagesPath(root, file)
  const next = safePagesPath(root, target)
  if (!from || !next || !existsSync(from)) throw new Refusal(404, `${file} does not exist (any more).`)
  if (existsSync(next)) throw new Refusal(409, `Another entry has the address ${to}: choose another.`)
  if (drafts.has(file)) throw new Refusal(409, 'Save or discard the changes to this entry first, then rename it.')
  // Its translations (devops-engineer.es.yaml) move with it: each is named after it.
  const translations = siteLanguages(root)
    .slice(1)
    .map(({ code }) => ({ from: translationFile(file, code), to: translationFile(target, code) }))
    .filter((t) => existsSync(join(root, t.from)))
  for (const t of translations) {
    if (drafts.has(t.from))
      throw new Refusal(409, 'Save or discard the changes to its translation first, then rename it.')
    if (existsSync(join(root, t.to))) throw new Refusal(409, `Another entry has the address ${to}: choose another.`)
  }
  const files = readContentDir(root)
  const old = role.id
  // The entry's own id, when it is written in the file, says the new name too.
  const own = files.find((f) => f.file === file)!
  const data = readData(own.text) as Record<string, unknown>
  const idKeys = Object.keys(data).filter((k) => (k === 'id' || k === 'slug') && data[k] === old)
  const text = idKeys.length
    ? patchYaml(own.text, { ...data, ...Object.fromEntries(idKeys.map((k) => [k, to])) })
    : own.text
  // Links to its page: the template page of its collection gives the address's prefix.
  const prefixes = files.flatMap((f) => {
    const r = fileRole(f.file.replace(/^pages\//, ''))
    if (r.role !== 'template') return []
    const shows = (readData(f.text) as { collection?: unknown } | null)?.collection
    return shows === role.collection ? [r.prefix] : []
  })
  const touched: string[] = []
  for (const other of files) {
    if (other.file === file) continue
    let updated = other.text
    for (const prefix of prefixes) {
      const escaped = `${prefix}/${old}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      updated = updated.replace(new RegExp(`${escaped}(?![A-Za-z0-9-])`, 'g'), `${prefix}/${to}`)
    }
    if (updated !== other.text) {
      writeFileSync(join(root, other.file), updated)
      touched.push(other.file)
    }
  }
  writeFileSync(from, text)
  renameSync(from, next)
  for (const t of translations) renameSync(join(root, t.from), join(root, t.to))
  const diagnostics = await siteErrors()
  return {
    file: target,
    changed: touched.length,
    /** Every file the rename wrote or removed: the entry's old and new file and the files whose links followed. */
    files: [file, target, ...translations.flatMap((t) => [t.from, t.to]), ...touched],
    diagnostics,
  }
}
