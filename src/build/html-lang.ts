/** `text` with its `<html>` tag's `lang` set to `lang` (a page of a site in several languages: its language). */
export function htmlWithLang(text: string, lang: string): string {
  const value = lang.replace(/[^A-Za-z0-9-]/g, '')
  return text.replace(/<html\b[^>]*>/, (tag) =>
    / lang="[^"]*"/.test(tag)
      ? tag.replace(/ lang="[^"]*"/, ` lang="${value}"`)
      : tag.replace('<html', `<html lang="${value}"`),
  )
}
