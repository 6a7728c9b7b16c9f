import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readData } from '../read-data.ts'
import { withChoices } from './with-choices.ts'

/** The JSON Schema `name` of schema/, its fields taking a value of a choice list listing the site file's values now. */
export function schemaOf(root: string, name: string): unknown {
  const text = readFileSync(join(root, 'schema', name), 'utf8')
  // Most schemas have no field taking a choice list: the site file is read only for those that do.
  return text.includes('"x-choices"') ? withChoices(JSON.parse(text), siteData(root)) : JSON.parse(text)
}

/** The site file's data as saved, or undefined when it cannot be read. */
function siteData(root: string): unknown {
  try {
    return readData(readFileSync(join(root, 'pages/_site.yaml'), 'utf8'))
  } catch {
    return undefined
  }
}
