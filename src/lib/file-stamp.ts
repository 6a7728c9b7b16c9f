import type { Stats } from 'node:fs'

/**
 * A file's stamp: its size, times and inode, which change whenever its bytes do, so a file whose stamp is the one
 * noted has the bytes it had. None for a file changed less than `settleMs` before `now`: a second change within the
 * same tick of the file system's clock could leave its stat as it was.
 */
export function fileStamp(stat: Stats, settleMs: number, now = Date.now()): string | undefined {
  const settled = now - settleMs
  return stat.mtimeMs < settled && stat.ctimeMs < settled
    ? `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}`
    : undefined
}
