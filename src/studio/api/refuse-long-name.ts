import { MAX_NAME, MAX_PATH } from '../name-limits.ts'
import { nameFits } from '../safe-path.ts'
import { Refusal } from './refusal.ts'

/** Refuses (400) a file name too long for the file system, before anything tries to open it. */
export function refuseLongName(file: string): void {
  if (!nameFits(file))
    throw new Refusal(
      400,
      `That name is too long: keep the file name under ${MAX_NAME} characters (and its whole path under ${MAX_PATH}).`,
    )
}
