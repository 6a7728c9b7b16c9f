import { readYaml } from '../content/yaml/read-yaml.ts'

/**
 * A content file's YAML text read as the lint reads it, in time linear in its size and within the lint's depth
 * (`yaml`'s own check for repeated names compares each name with every one before it: a file of tens of thousands
 * of names would hold the studio's server when it was opened).
 * @throws when the text is not one document without errors (the studio edits only files that are).
 */
export function readDocument(text: string): ReturnType<typeof readYaml>['doc'] {
  const { doc, errors, unreadable } = readYaml(text)
  if (unreadable) throw new Error('the file is nested too deep to edit here')
  if (errors.length) throw new Error(doc.errors[0]?.message ?? 'the file does not read as YAML')
  return doc
}

/** The data of a content file's YAML text (see {@link readDocument}). */
export function readData(text: string): unknown {
  return readDocument(text).toJSON()
}
