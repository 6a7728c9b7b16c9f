/**
 * Reads a `_headers` file (the Netlify / Cloudflare Pages format) and returns the headers for a path, the way those
 * hosts apply it: a line starting with "/" opens a rule, indented "Name: value" lines give its headers, `#` starts
 * a comment. In a path, `*` matches anything (slashes included) and `:name` one segment; a trailing slash is
 * optional. Every matching rule applies in file order, a later rule replacing a header an earlier one set; a name
 * repeated inside one rule is joined with ", ".
 */
export function headerRules(text: string): (path: string) => [string, string][] {
  const rules: { pattern: RegExp; headers: Map<string, [string, string]> }[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    if (line.startsWith('/')) {
      rules.push({ pattern: pathPattern(line), headers: new Map() })
      continue
    }
    const colon = line.indexOf(':')
    const rule = rules.at(-1)
    if (colon <= 0 || !rule) continue
    const name = line.slice(0, colon).trim()
    const value = line.slice(colon + 1).trim()
    const key = name.toLowerCase()
    const earlier = rule.headers.get(key)
    rule.headers.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value])
  }
  return (path) => {
    const out = new Map<string, [string, string]>()
    for (const rule of rules)
      if (rule.pattern.test(path)) for (const [key, header] of rule.headers) out.set(key, header)
    return [...out.values()]
  }
}

function pathPattern(path: string): RegExp {
  const body = path
    .replace(/\/+$/, '')
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${body}/?$`)
}
