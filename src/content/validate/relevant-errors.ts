import type { ErrorObject } from 'ajv'

/** Drops the errors that only echo another one (if/else wrappers, the enum behind an unknown section type, …). */
export function relevantErrors(errors: ErrorObject[]): ErrorObject[] {
  const unknownTypeAt = new Set(
    errors.filter((e) => e.keyword === 'discriminator' && e.params.error === 'mapping').map((e) => e.instancePath),
  )
  const missingTagAt = new Set(
    errors.filter((e) => e.keyword === 'discriminator' && e.params.error === 'tag').map((e) => e.instancePath),
  )
  // A oneOf/anyOf of `required` alternatives (cardGrid's sources) is reported once, as a choice.
  const choiceAt = new Set(errors.filter(isChoice).map((e) => e.instancePath))
  // A union ("all" or a list): report the branch that matches the value's kind, or the union once.
  const unions = errors.filter((e) => e.keyword === 'anyOf' && !isChoice(e))
  return errors.filter((e) => {
    if (e.keyword === 'if') return false
    if (e.keyword === 'discriminator' && e.params.error === 'tag') return false
    if (missingTagAt.has(e.instancePath) && e.keyword !== 'required') return false
    if (e.keyword === 'enum' && unknownTypeAt.has(e.instancePath.replace(/\/type$/, ''))) return false
    if (e.keyword === 'required' && choiceAt.has(e.instancePath) && isChoiceBranch(e)) return false
    for (const u of unions) {
      if (e === u) continue
      if (e.instancePath === u.instancePath && e.schemaPath.startsWith(u.schemaPath.replace(/anyOf$/, 'anyOf/')))
        return false
    }
    return true
  })
}

export function isChoice(e: ErrorObject): boolean {
  if (e.keyword !== 'oneOf' && e.keyword !== 'anyOf') return false
  const branches = (e.schema ?? []) as { required?: string[] }[]
  return Array.isArray(branches) && branches.every((b) => Object.keys(b).length === 1 && Array.isArray(b.required))
}
function isChoiceBranch(e: ErrorObject): boolean {
  return /\/(oneOf|anyOf)\/\d+\/required$/.test(e.schemaPath)
}
