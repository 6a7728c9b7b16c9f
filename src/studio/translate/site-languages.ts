import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Language } from '../../content/load-content.ts'
import { readData } from '../read-data.ts'

const CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/

/**
 * The site's languages as pages/_site.yaml lists them on disk, the default first: none (a one-language site) when it
 * names none, or cannot be read. Entries without a usable code and name are left out (the lint reports them).
 */
export function siteLanguages(root: string): Language[] {
  let data: unknown
  try {
    data = readData(readFileSync(join(root, 'pages/_site.yaml'), 'utf8'))
  } catch {
    return []
  }
  const list = (data as { languages?: unknown } | null)?.languages
  if (!Array.isArray(list)) return []
  const out: Language[] = []
  for (const l of list as { code?: unknown; name?: unknown }[]) {
    if (typeof l?.code !== 'string' || !CODE.test(l.code) || typeof l.name !== 'string' || !l.name.trim()) continue
    if (!out.some((o) => o.code === l.code)) out.push({ code: l.code, name: l.name.trim() })
  }
  return out.length > 1 ? out : []
}
