/**
 * What a save asks when `count` fields were changed both in it and in the version on disk since it began: who
 * changed them (`name`, a person of the team studio) or, for a change saved by no one the studio knows (another
 * window, a text editor), that it was changed elsewhere. The editor knows the file open as "this file", never its path.
 */
export function conflictMessage(name: string | undefined, count: number): string {
  const fields = count === 1 ? 'a field you also changed' : `${count} fields you also changed`
  const who = name
    ? `${name} changed ${fields}`
    : `This file was changed elsewhere (another window or a text editor), in ${fields},`
  return `${who} since you opened it: choose which version to keep.`
}
