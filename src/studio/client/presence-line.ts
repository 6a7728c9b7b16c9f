/** "Dana is editing this page", "Dana and Sam are editing this page", "Dana, Sam and Lee are editing this page". */
export function presenceLine(names: string[]): string {
  if (!names.length) return ''
  const who = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`
  return `${who} ${names.length === 1 ? 'is' : 'are'} editing this page`
}
