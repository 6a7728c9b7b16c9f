/**
 * What a save asks when `count` fields were changed both in it and in the version on disk since it began: who
 * changed them (`name`, a person of the team studio) or, for a change made outside the studio, that the file changed.
 */
export function conflictMessage(file: string, name: string | undefined, count: number): string {
  const fields = count === 1 ? 'a field you also changed' : `${count} fields you also changed`
  const who = name ? `${name} changed ${fields}` : `${file} was changed on disk, in ${fields},`
  return `${who} since you opened it: choose which version to keep.`
}
