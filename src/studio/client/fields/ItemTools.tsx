type Props = {
  /** The item's name, which each button's accessible name repeats. */
  summary: string
  first: boolean
  last: boolean
  /** Moves the item by `by` places (to the top or bottom with ±Infinity). */
  onMove: (by: number) => void
  onDuplicate: () => void
  onRemove: () => void
}

/** The buttons of one list item: move to the top, up, down, to the bottom; duplicate; remove. */
export function ItemTools({ summary, first, last, onMove, onDuplicate, onRemove }: Props) {
  const move = (name: string, by: number, disabled: boolean) => (
    <button
      type="button"
      data-move={String(by)}
      aria-label={`${name}: ${summary}`}
      disabled={disabled}
      onClick={() => onMove(by)}
    >
      {name}
    </button>
  )
  return (
    <div className="item-tools" role="group" aria-label={`${summary}: move, copy or remove`}>
      {move('Move to top', -Infinity, first)}
      {move('Move up', -1, first)}
      {move('Move down', 1, last)}
      {move('Move to bottom', Infinity, last)}
      <button type="button" aria-label={`Duplicate: ${summary}`} onClick={onDuplicate}>
        Duplicate
      </button>
      <button type="button" aria-label={`Remove: ${summary}`} onClick={onRemove}>
        Remove
      </button>
    </div>
  )
}
