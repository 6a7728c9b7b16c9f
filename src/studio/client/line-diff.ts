/** The lines of `theirs` that differ from `mine` at the same line number, each as "line 3: its text". */
export function lineDiff(mine: string, theirs: string): string[] {
  const a = mine.split('\n')
  return theirs.split('\n').flatMap((line, i) => (line === a[i] ? [] : [`line ${i + 1}: ${line}`]))
}
