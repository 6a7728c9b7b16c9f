/** `text` cut to about `max` characters for a message, ending in … when cut; a closing quote is kept. */
export function excerpt(text: string, max = 60): string {
  if (text.length <= max) return text
  const last = text[text.length - 1]!
  const closing = /["'”’\]}]/.test(last) ? last : ''
  const cut = text.slice(0, max - 1 - closing.length)
  const word = cut.replace(/\s+\S*$/, '')
  return `${word.length > max / 2 ? word : cut}…${closing}`
}
