import { lineDiff } from './line-diff.ts'
import type { Conflict } from './use-save.ts'

type Props = {
  conflict: Conflict
  /** The text on disk when the file was opened. */
  mine: string
  onOverwrite: () => void
  onTakeTheirs: () => void
}

/** A save refused because the file changed on disk: the lines that differ, and the two ways out. */
export function ConflictPanel({ conflict, mine, onOverwrite, onTakeTheirs }: Props) {
  const lines = lineDiff(mine, conflict.text)
  return (
    <section className="conflict" role="alert" aria-labelledby="conflict-h">
      <h3 id="conflict-h" tabIndex={-1}>
        {conflict.message}
      </h3>
      <p>Lines that differ on disk from the version you opened:</p>
      <pre>{lines.slice(0, 20).join('\n') || '(only line breaks differ)'}</pre>
      <button type="button" onClick={onTakeTheirs}>
        Load the version on disk (lose my changes)
      </button>
      <button type="button" onClick={onOverwrite}>
        Save mine over it
      </button>
    </section>
  )
}
