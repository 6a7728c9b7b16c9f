/**
 * The HTML without the elements Pagefind ignores whole (`data-pagefind-ignore="all"`: an article's share row and
 * related cards): the index is the same without them, and a copy then changes only when what is searched does (a new
 * article among the related cards of thousands leaves their copies as they were).
 */
export function withoutIgnored(html: string): string {
  const start = /<([a-z][a-z0-9]*)\b[^>]*\sdata-pagefind-ignore="all"[^>]*>/g
  let out = ''
  let from = 0
  for (let m = start.exec(html); m; m = start.exec(html)) {
    const tag = m[1]!
    const nested = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g')
    nested.lastIndex = m.index + m[0].length
    let depth = 1
    let end = -1
    for (let n = nested.exec(html); n; n = nested.exec(html)) {
      depth += n[1] ? -1 : 1
      if (depth === 0) {
        end = n.index + n[0].length
        break
      }
    }
    if (end < 0) break
    out += html.slice(from, m.index)
    from = end
    start.lastIndex = end
  }
  return out + html.slice(from)
}
