/** One line of a diff: kept, taken out, or put in, with its line number in the old or new text. */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added'
  text: string
  /** 1-based line in the old text (same, removed) or the new one (added). */
  line: number
}

/**
 * The lines that differ between two texts, with `context` unchanged lines around each change (a longest common
 * subsequence after the common start and end are set aside: content files are small, and an edit touches a few
 * lines). A gap between changes is one `same` line whose text is "…".
 */
export function textDiff(before: string, after: string, context = 2): DiffLine[] {
  const a = before === '' ? [] : before.replace(/\n$/, '').split('\n')
  const b = after === '' ? [] : after.replace(/\n$/, '').split('\n')
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const midA = a.slice(start, endA)
  const midB = b.slice(start, endB)
  // lcs[i][j]: the longest common subsequence of midA[i..] and midB[j..].
  const lcs = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1))
  for (let i = midA.length - 1; i >= 0; i--)
    for (let j = midB.length - 1; j >= 0; j--)
      lcs[i]![j] = midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!)
  const all: DiffLine[] = a.slice(0, start).map((text, i) => ({ kind: 'same', text, line: i + 1 }))
  let i = 0
  let j = 0
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      all.push({ kind: 'same', text: midA[i]!, line: start + i + 1 })
      i++
      j++
    } else if (j < midB.length && (i === midA.length || lcs[i]![j + 1]! > lcs[i + 1]![j]!)) {
      all.push({ kind: 'added', text: midB[j]!, line: start + j + 1 })
      j++
    } else {
      all.push({ kind: 'removed', text: midA[i]!, line: start + i + 1 })
      i++
    }
  }
  a.slice(endA).forEach((text, k) => all.push({ kind: 'same', text, line: endA + k + 1 }))

  const keep = all.map((l) => l.kind !== 'same')
  const near = all.map((_, n) => keep.slice(Math.max(0, n - context), n + context + 1).some(Boolean))
  const out: DiffLine[] = []
  all.forEach((l, n) => {
    if (near[n]) out.push(l)
    else if (near[n - 1] && n > 0) out.push({ kind: 'same', text: '…', line: 0 })
  })
  return out
}
