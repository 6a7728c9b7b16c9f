import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { privateFolder } from '../team/private-folder.ts'

/**
 * Who saved each unpublished change in the team studio's shared copy, kept in `.studio/owners.json` (so a restart
 * forgets nobody's work): a publish or a proposal takes the person's own changes, and a colleague's stay theirs. A
 * change nobody claimed (made on the server by hand, or before this file existed) goes with the next publish.
 */
export class ChangeOwners {
  private readonly file: string

  constructor(root: string) {
    this.file = join(root, '.studio/owners.json')
  }

  private read(): Record<string, string> {
    if (!existsSync(this.file)) return {}
    try {
      const data = JSON.parse(readFileSync(this.file, 'utf8')) as unknown
      return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, string>) : {}
    } catch {
      return {}
    }
  }

  private write(owners: Record<string, string>): void {
    privateFolder(join(this.file, '..'))
    writeFileSync(`${this.file}.tmp`, `${JSON.stringify(owners, null, 2)}\n`)
    renameSync(`${this.file}.tmp`, this.file)
  }

  /**
   * `person` changed `files`: the files nobody owns become theirs. A change someone already saved stays theirs
   * whoever saves it again (re-saving a colleague's file must not make it yours to discard or publish).
   */
  claim(person: string, files: string[]): void {
    const owners = this.read()
    const free = files.filter((file) => typeof owners[file] !== 'string')
    if (!free.length) return
    for (const file of free) owners[file] = person
    this.write(owners)
  }

  /** These files were published, proposed or discarded: nobody's any more. */
  release(files: string[]): void {
    const owners = this.read()
    if (!files.some((file) => file in owners)) return
    for (const file of files) delete owners[file]
    this.write(owners)
  }

  /** Forgets the owners of files that no longer differ from the published site (changed back, or by hand). */
  retain(changed: string[]): void {
    const owners = this.read()
    const keep = new Set(changed)
    const stale = Object.keys(owners).filter((file) => !keep.has(file))
    if (stale.length) this.release(stale)
  }

  /** Who saved the change to `file`, if anyone claimed it. */
  ownerOf(file: string): string | undefined {
    const owner = this.read()[file]
    return typeof owner === 'string' ? owner : undefined
  }
}
