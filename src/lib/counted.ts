/** A count in words: counted(1, 'problem') → "1 problem", counted(2, 'problem') → "2 problems"; never "problem(s)". */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? noun : plural}`
}
