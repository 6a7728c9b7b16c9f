import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'yaml'
import type { FormsSettings } from '../content/schema/site.ts'

/** Whether any form of the site delivers (read straight from the site file; when in doubt, yes). */
export function formsDeliver(root: string): boolean {
  try {
    const site = parse(readFileSync(resolve(root, 'pages/_site.yaml'), 'utf8')) as { forms?: FormsSettings } | null
    const forms = site?.forms
    const modes = [forms?.delivery, ...Object.values(forms?.overrides ?? {}).map((o) => o?.delivery)]
    return modes.some((m) => m !== undefined && m !== 'local')
  } catch {
    return true
  }
}
