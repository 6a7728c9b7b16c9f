/** "Home", "Home and About Us", "Home, About Us and 3 more": names as a sentence says them, each once. */
export function namesInWords(names: string[]): string {
  const unique = [...new Set(names)]
  const named = unique.length > 3 ? [...unique.slice(0, 2), `${unique.length - 2} more`] : unique
  return named.length < 2 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`
}
