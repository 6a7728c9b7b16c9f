import { patchYaml } from '../patch-yaml.ts'
import { refuseOversizedData } from './drafts.ts'
import { Refusal } from './refusal.ts'

/** The text `data` saves as, from the file's text on disk (`base`), or from scratch for a new file. */
export function textToSave(file: string, data: unknown, base: string | undefined): string {
  refuseOversizedData(data)
  try {
    return base === undefined ? patchYaml('', data) : patchYaml(base, data)
  } catch (e) {
    throw new Refusal(
      422,
      `This file (${file}) cannot be changed by the studio: ${(e as Error).message}. Fix it in a text editor.`,
    )
  }
}
