/** The closest candidate to `word` ("did you mean"), or undefined when none is close enough. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase()
  const exact = candidates.find((c) => c.toLowerCase() === lower)
  if (exact) return exact
  let best: string | undefined
  let bestDistance = Infinity
  for (const c of candidates) {
    const d = distance(lower, c.toLowerCase())
    if (d < bestDistance) [best, bestDistance] = [c, d]
  }
  const limit = Math.max(2, Math.floor(word.length / 3))
  return bestDistance <= limit ? best : undefined
}

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    prev = row
  }
  return prev[b.length]!
}
