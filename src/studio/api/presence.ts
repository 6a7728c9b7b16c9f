/** How long a page counts as open after its editor's studio last said so (it says so every PRESENCE_EVERY_MS). */
export const PRESENCE_MS = 45_000
export const PRESENCE_EVERY_MS = 15_000

/**
 * Who has which file open in the team studio, from what each person's studio reports (opening a file, a change, a
 * beat every 15 s while it stays open): "Dana is editing this page". One open file per person; a person whose studio
 * stopped reporting (the tab closed, the laptop asleep) drops out after PRESENCE_MS.
 */
export class Presence {
  private readonly at = new Map<string, { file: string; time: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  /** `person` has `file` open now (undefined: none). */
  here(person: string, file: string | undefined): void {
    if (file === undefined) this.at.delete(person)
    else this.at.set(person, { file, time: this.now() })
  }

  /** `person` closed `file` (they may have moved on to another one already). */
  left(person: string, file: string): void {
    if (this.at.get(person)?.file === file) this.at.delete(person)
  }

  /** The others who have `file` open, by name, sorted. */
  others(file: string, person: string): string[] {
    const since = this.now() - PRESENCE_MS
    const names: string[] = []
    for (const [name, seen] of this.at) {
      if (seen.time < since) this.at.delete(name)
      else if (seen.file === file && name !== person) names.push(name)
    }
    return names.sort((a, b) => a.localeCompare(b))
  }
}
