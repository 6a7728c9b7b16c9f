/**
 * The https addresses of every `src` inside a value (the images of page data, of a Markdown tree), added to `into`:
 * the same a search of its JSON for `"src":"https://…"` finds (see ImageOrigins in src/build/headers-file.ts).
 */
export function httpsSources(value: unknown, into: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return into
  if (Array.isArray(value)) {
    for (const item of value) httpsSources(item, into)
    return into
  }
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key]
    if (typeof item === 'object') httpsSources(item, into)
    else if (key === 'src' && typeof item === 'string' && item.startsWith('https://')) into.push(item)
  }
  return into
}
