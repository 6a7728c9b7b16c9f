import { contentDirOptions } from '../../src/content/load-content-dir.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import type { SourceFile } from '../../src/content/source-file.ts'
import { loadSite } from '../../src/site/load-site.ts'

const disk = readContentDir(process.cwd())
const options = contentDirOptions(process.cwd())

/** The real site's errors with `changes` applied to the texts of the files they name (nothing written). */
export function siteErrorsWith(changes: Record<string, (text: string) => string>) {
  const files: SourceFile[] = disk.map((f) => (changes[f.file] ? { ...f, text: changes[f.file]!(f.text) } : f))
  return loadSite(files, options).diagnostics.filter((d) => d.severity === 'error')
}
