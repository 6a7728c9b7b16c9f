/** How many of a file's problems the terminal and a summary list before counting the rest. */
export const SHOWN_PER_FILE = 10

/**
 * The first `max` of each file's items, in their order; the last one kept of a file that has more says how many
 * (`more`): a file that arrives with 100,000 problems is told about in a few lines, not in 100,000.
 */
export function firstPerFile<T extends { file: string }>(items: T[], max = SHOWN_PER_FILE): (T & { more?: number })[] {
  const count = new Map<string, number>()
  for (const item of items) count.set(item.file, (count.get(item.file) ?? 0) + 1)
  const seen = new Map<string, number>()
  const out: (T & { more?: number })[] = []
  for (const item of items) {
    const n = (seen.get(item.file) ?? 0) + 1
    seen.set(item.file, n)
    const all = count.get(item.file)!
    if (n < max || (n === max && all === max)) out.push(item)
    else if (n === max) out.push({ ...item, more: all - max })
  }
  return out
}
