import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/** A throw-away project folder; `add` writes a file under it (parents created), `remove` deletes it all. */
export function tempProject() {
  const root = mkdtempSync(join(tmpdir(), 'media-test-'))
  return {
    root,
    add(path: string, data: string | Uint8Array) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), data)
    },
    remove() {
      rmSync(root, { recursive: true, force: true })
    },
  }
}
