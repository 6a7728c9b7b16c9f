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
  /** Who else saved each owned change (`.studio/also-saved.json`): the owner's publish sends their work too. */
  private readonly alsoFile: string

  constructor(root: string) {
    this.file = join(root, '.studio/owners.json')
    this.alsoFile = join(root, '.studio/also-saved.json')
  }

  private read(file = this.file): Record<string, string> {
    if (!existsSync(file)) return {}
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as unknown
      return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, string>) : {}
    } catch {
      return {}
    }
  }

  private write(owners: Record<string, unknown>, file = this.file): void {
    privateFolder(join(file, '..'))
    writeFileSync(`${file}.tmp`, `${JSON.stringify(owners, null, 2)}\n`)
    renameSync(`${file}.tmp`, file)
  }

  private readAlso(): Record<string, string[]> {
    const also = this.read(this.alsoFile) as Record<string, unknown>
    return Object.fromEntries(
      Object.entries(also).map(([file, names]) => [
        file,
        Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [],
      ]),
    )
  }

  /**
   * `person` changed `files`: the files nobody owns become theirs. A change someone already saved stays theirs
   * whoever saves it again (re-saving a colleague's file must not make it yours to discard or publish); the person
   * is then named as having saved it too.
   */
  claim(person: string, files: string[]): void {
    const owners = this.read()
    const free = files.filter((file) => typeof owners[file] !== 'string')
    const also = this.readAlso()
    const joined = files.filter(
      (file) => typeof owners[file] === 'string' && owners[file] !== person && !also[file]?.includes(person),
    )
    if (joined.length) {
      for (const file of joined) also[file] = [...(also[file] ?? []), person]
      this.write(also, this.alsoFile)
    }
    if (!free.length) return
    for (const file of free) owners[file] = person
    this.write(owners)
  }

  /** These files were published, proposed or discarded: nobody's any more. */
  release(files: string[]): void {
    const also = this.readAlso()
    if (files.some((file) => file in also)) {
      for (const file of files) delete also[file]
      this.write(also, this.alsoFile)
    }
    const owners = this.read()
    if (!files.some((file) => file in owners)) return
    for (const file of files) delete owners[file]
    this.write(owners)
  }

  /** Who but its owner saved the change to `file`, in the order they first did. */
  alsoSaved(file: string): string[] {
    return this.readAlso()[file] ?? []
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
