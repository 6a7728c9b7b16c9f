import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ProposalUpdate } from '../git/propose.ts'
import { privateFolder } from '../team/private-folder.ts'

/**
 * The proposal each person reopened (one at a time), kept in `.studio/reopened.json` so a restart forgets nothing:
 * their next "Propose for review" updates it instead of making a new one. Keyed by the person's e-mail address
 * ("" in the local studio).
 */
export class ReopenedProposals {
  private readonly file: string

  constructor(root: string) {
    this.file = join(root, '.studio/reopened.json')
  }

  private read(): Record<string, ProposalUpdate> {
    if (!existsSync(this.file)) return {}
    try {
      const data = JSON.parse(readFileSync(this.file, 'utf8')) as unknown
      return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, ProposalUpdate>) : {}
    } catch {
      return {}
    }
  }

  private write(all: Record<string, ProposalUpdate>): void {
    privateFolder(join(this.file, '..'))
    writeFileSync(`${this.file}.tmp`, `${JSON.stringify(all, null, 2)}\n`)
    renameSync(`${this.file}.tmp`, this.file)
  }

  /** The proposal `person` reopened, if any. */
  of(person: string): ProposalUpdate | undefined {
    const found = this.read()[person.toLowerCase()]
    return found && typeof found.branch === 'string' && typeof found.tip === 'string' ? found : undefined
  }

  set(person: string, update: ProposalUpdate): void {
    this.write({ ...this.read(), [person.toLowerCase()]: { branch: update.branch, tip: update.tip } })
  }

  /** `person` proposed again (or the proposal is gone): their next proposal is a new one. */
  clear(person: string): void {
    const all = this.read()
    if (!(person.toLowerCase() in all)) return
    delete all[person.toLowerCase()]
    this.write(all)
  }
}
