/** One of a plural English name: "articles" → "article", "industries" → "industry", "Questions" → "Question". */
export function singular(name: string): string {
  return name.replace(/ies$/, 'y').replace(/(?<!s)s$/, '')
}
