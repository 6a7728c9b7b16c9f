import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** `file`'s JSON, or undefined when it is missing or unreadable (a server starting afresh). */
export function readState<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

/**
 * Writes `value` as JSON to `file` whole or not at all: a temporary file of this process renamed over it, so a kill at
 * any moment leaves the previous version or this one.
 */
export function writeState(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(value)}\n`, { mode: 0o600 })
  renameSync(temporary, file)
}
