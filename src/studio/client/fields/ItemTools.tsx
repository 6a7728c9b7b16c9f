type Props = {
  /** The item's name, which each button's accessible name repeats. */
  summary: string
  first: boolean
  last: boolean
  onMove: (by: number) => void
  onDuplicate: () => void
  onRemove: () => void
}

/** The buttons of one list item: move up, move down, duplicate, remove. */
export function ItemTools({ summary, first, last, onMove, onDuplicate, onRemove }: Props) {
  return (
    <div className="item-tools" role="group" aria-label={`${summary}: move, copy or remove`}>
      <button type="button" aria-label={`Move up: ${summary}`} disabled={first} onClick={() => onMove(-1)}>
        Move up
      </button>
      <button type="button" aria-label={`Move down: ${summary}`} disabled={last} onClick={() => onMove(1)}>
        Move down
      </button>
      <button type="button" aria-label={`Duplicate: ${summary}`} onClick={onDuplicate}>
        Duplicate
      </button>
      <button type="button" aria-label={`Remove: ${summary}`} onClick={onRemove}>
        Remove
      </button>
    </div>
  )
}
