import { statSync } from 'node:fs'
import { contentHash } from '../../lib/content-hash.ts'
import { conflictMessage } from '../conflict-message.ts'
import { mergeData, UNKNOWN_BASE } from '../merge-data.ts'
import { readData } from '../read-data.ts'
import { refuseOversizedData } from './drafts.ts'
import { Refusal } from './refusal.ts'
import type { VersionBy, Versions } from './versions.ts'

/** What a save writes: the data, and when it was merged with a change made since it was opened, whose. */
export interface ToSave {
  data: unknown
  merged?: { by: VersionBy; hash: string }
}

/**
 * The data a save of `body` writes over `disk` (the text of `file`, at `path`, now): its own when it started from
 * this version (`body.hash`), else the three-way merge (mergeData) of the version it started from, the disk's and
 * its own. Only a version the studio served or wrote is merged from (`versions`); an unknown one makes every
 * difference a conflict. Refused (409) when both sides changed one field differently: the answer holds the
 * conflicts, the version on disk, and who wrote it when.
 */
export function dataToSave(
  file: string,
  path: string,
  disk: string,
  body: Record<string, unknown>,
  versions: Versions,
) {
  const hash = contentHash(disk)
  if (hash === body.hash) return { data: body.data } satisfies ToSave
  // Data too large or too deep is refused before the merge walks it.
  refuseOversizedData(body.data)
  const start = typeof body.hash === 'string' ? versions.text(file, body.hash) : undefined
  const theirs = readOr(disk)
  if (theirs === undefined)
    throw new Refusal(
      422,
      `This file (${file}) was changed on disk since you opened it and no longer reads: fix it in a text editor.`,
    )
  const base = start === undefined ? UNKNOWN_BASE : (readOr(start) ?? UNKNOWN_BASE)
  const { data, conflicts } = mergeData(base, theirs, body.data)
  const by = versions.by(file, hash) ?? { at: statSync(path).mtime.toISOString() }
  if (conflicts.length) {
    throw new Refusal(409, conflictMessage(by.name, conflicts.length), {
      text: disk,
      data: theirs,
      hash,
      by,
      conflicts,
      merged: data,
    })
  }
  return { data, merged: { by, hash } } satisfies ToSave
}

function readOr(text: string): unknown {
  try {
    return readData(text)
  } catch {
    return undefined
  }
}
