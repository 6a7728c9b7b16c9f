import { counted } from '../../lib/counted.ts'

const both = (problems: number, warnings: number) =>
  [problems ? counted(problems, 'problem') : '', warnings ? counted(warnings, 'warning') : '']
    .filter(Boolean)
    .join(' and ')

/**
 * The lint summary's heading in words: "1 problem and 2 warnings in Home; 1 problem it causes elsewhere: fix the
 * problems to save". Problems (errors) stop a save, warnings do not.
 */
export function lintCounts({
  label,
  problems,
  warnings,
  causedProblems = 0,
  causedWarnings = 0,
}: {
  label: string
  problems: number
  warnings: number
  causedProblems?: number
  causedWarnings?: number
}): string {
  const own = both(problems, warnings) || 'No problem'
  const caused = both(causedProblems, causedWarnings)
  const blocking = problems + causedProblems
  return (
    `${own} in ${label}` +
    (caused ? `; ${caused} it causes elsewhere` : '') +
    (blocking ? `: fix the ${blocking === 1 ? 'problem' : 'problems'} to save` : '')
  )
}
