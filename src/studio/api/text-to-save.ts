import { parseContent } from '../../content/yaml/parse-content.ts'
import { patchYaml } from '../patch-yaml.ts'
import { refuseOversizedData } from './drafts.ts'
import { Refusal } from './refusal.ts'

/** The text `data` saves as, from the file's text on disk (`base`), or from scratch for a new file. */
export function textToSave(file: string, data: unknown, base: string | undefined): string {
  refuseOversizedData(data)
  try {
    return base === undefined ? patchYaml('', data) : patchYaml(base, data)
  } catch (e) {
    // The lint's plain words and place for a file that does not read (the parser's own words otherwise).
    const first = base === undefined ? undefined : parseContent(base).problems.find((p) => p.severity === 'error')
    const why = first
      ? `line ${first.line}: ${first.message.replace(/\.$/, '')}${first.hint ? ` (${first.hint})` : ''}`
      : (e as Error).message
    throw new Refusal(422, `This file (${file}) cannot be changed by the studio: ${why}. Fix it in a text editor.`)
  }
}
