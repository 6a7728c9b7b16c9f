import { counted } from '../../lib/counted.ts'
import type { ListedFile } from './studio-client.ts'

/**
 * A list counted by what is in it: "3 pages", "2 pages, 3 jobs and the site settings" (a job is not a page).
 */
export function countedByKind(list: Pick<ListedFile, 'kind'>[]): string {
  const counts = new Map<string, { one: string; many: string; n: number }>()
  for (const { kind } of list) {
    if (kind === 'settings') continue
    const seen = counts.get(kind.one) ?? { ...kind, n: 0 }
    counts.set(kind.one, { ...seen, n: seen.n + 1 })
  }
  const parts = [...counts.values()].map(({ one, many, n }) => counted(n, one, many))
  if (list.some(({ kind }) => kind === 'settings')) parts.push('the site settings')
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '')
}
