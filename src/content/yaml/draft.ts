/** A change to one line: at 1-based `col`, `remove` characters are replaced by `insert`. */
export interface LineEdit {
  line: number
  col: number
  remove: number
  insert: string
}

/**
 * The source with the fixes already suggested applied, so that the next slip can be found without the follow-on
 * errors of the last one. Edits never add or remove lines, and positions map back to the text the editor sees.
 */
export class Draft {
  lines: string[]
  private readonly applied: LineEdit[] = []

  constructor(text: string) {
    this.lines = text.split('\n')
  }

  get text(): string {
    return this.lines.join('\n')
  }

  /** The text with `edits` applied, leaving the draft unchanged. */
  preview(edits: LineEdit[]): string {
    const lines = [...this.lines]
    for (const e of sortEdits(edits)) lines[e.line - 1] = applyEdit(lines[e.line - 1]!, e)
    return lines.join('\n')
  }

  apply(edits: LineEdit[]): void {
    for (const e of sortEdits(edits)) {
      this.lines[e.line - 1] = applyEdit(this.lines[e.line - 1]!, e)
      this.applied.push(e)
    }
  }

  /** Where a position of the current draft was in the original text. */
  toOriginal(line: number, col: number): { line: number; col: number } {
    for (let i = this.applied.length - 1; i >= 0; i--) {
      const e = this.applied[i]!
      if (e.line !== line || col <= e.col) continue
      col = col >= e.col + e.insert.length ? col - e.insert.length + e.remove : e.col
    }
    return { line, col }
  }
}

// Right to left, so that the columns of the edits still to apply stay valid.
function sortEdits(edits: LineEdit[]): LineEdit[] {
  return [...edits].sort((a, b) => a.line - b.line || b.col - a.col)
}

function applyEdit(line: string, e: LineEdit): string {
  return line.slice(0, e.col - 1) + e.insert + line.slice(e.col - 1 + e.remove)
}
