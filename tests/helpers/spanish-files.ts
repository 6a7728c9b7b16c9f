/**
 * A few Spanish translation files for the real site, as an editor writes them (pages/<name>.es.yaml beside each
 * original): home, careers, the job template, one job, search and the 404 page, with `languages` in the site file.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import { fileRole } from '../../src/content/routes.ts'
import type { SourceFile } from '../../src/content/source-file.ts'

export const LANGUAGES = 'languages:\n  - { code: en, name: English }\n  - { code: es, name: Español }\n'

/** The translation files, by their path in the project. */
export const SPANISH_FILES: Record<string, string> = {
  'pages/index.es.yaml': 'title: Inicio\nsections:\n  - heading: Personal y consultoría de TI de primera\n',
  'pages/careers.es.yaml':
    'slug: empleos\ntitle: Empleos\nsections:\n  - type: hero\n    heading: Construya su carrera con nosotros\n',
  'pages/careers/apply/[jobId].es.yaml': 'slug: empleos\n',
  'pages/_collections/jobs/devops-engineer.es.yaml': 'slug: ingeniero-devops\ntitle: Ingeniero DevOps\n',
  'pages/search.es.yaml': 'slug: buscar\ntitle: Buscar\n',
  'pages/404.es.yaml': 'title: Página no encontrada\n',
}

/** The site file's text with `languages` (English, then Spanish) in place of any it had. */
export function withLanguages(siteFile: string): string {
  return LANGUAGES + siteFile.replace(/^languages:\n( {2}.*\n)*/m, '')
}

/** Source files with this Spanish translation alone (the project's own left out; `extra` added or replacing). */
export function withSpanish(files: SourceFile[], extra: Record<string, string> = {}): SourceFile[] {
  const added = { ...SPANISH_FILES, ...extra }
  const out = files
    .filter((f) => !(f.file in added) && fileRole(f.file).role !== 'translation')
    .map((f) => (f.file === 'pages/_site.yaml' ? { ...f, text: withLanguages(f.text) } : f))
  for (const [file, text] of Object.entries(added)) out.push({ file, text })
  return out
}

/** Writes this Spanish translation into a project folder (its pages/), in place of the project's own. */
export function writeSpanish(project: string): void {
  for (const { file } of readContentDir(project)) if (fileRole(file).role === 'translation') rmSync(join(project, file))
  const site = join(project, 'pages/_site.yaml')
  writeFileSync(site, withLanguages(readFileSync(site, 'utf8')))
  for (const [file, text] of Object.entries(SPANISH_FILES)) writeFileSync(join(project, file), text)
}

/** Makes a project folder a site of one language: its translation files and its `languages` removed. */
export function oneLanguage(project: string): void {
  for (const { file } of readContentDir(project)) if (fileRole(file).role === 'translation') rmSync(join(project, file))
  const site = join(project, 'pages/_site.yaml')
  writeFileSync(site, readFileSync(site, 'utf8').replace(/^languages:\n( {2}.*\n)*/m, ''))
}
