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

/** The drawings of the buttons (24-unit squares, stroked as the site's line icons are). */
const ICONS = {
  top: 'M6 4h12M12 20V9M7 13l5-5 5 5',
  up: 'M12 20V5M6 11l6-6 6 6',
  down: 'M12 4v15M6 13l6 6 6-6',
  bottom: 'M6 20h12M12 4v11M7 11l5 5 5-5',
  duplicate: 'M9 9h11v11H9zM5 15H4V4h11v1',
  remove: 'M4 7h16M10 11v6M14 11v6M9 7V4h6v3M6 7l1 13h10l1-13',
} as const

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * The buttons of one list item, in one row even on a phone: move to the top, up, down, to the bottom; duplicate;
 * remove. Each is drawn, named in words for screen readers (with the item's name) and in a tooltip for the mouse.
 */
export function ItemTools({ summary, first, last, onMove, onDuplicate, onRemove }: Props) {
  const button = (name: string, icon: keyof typeof ICONS, onClick: () => void, extra: object = {}) => (
    <button
      type="button"
      className="item-tool"
      aria-label={`${name}: ${summary}`}
      title={name}
      onClick={onClick}
      {...extra}
    >
      <Icon d={ICONS[icon]} />
    </button>
  )
  const move = (name: string, icon: keyof typeof ICONS, by: number, disabled: boolean) =>
    button(name, icon, () => onMove(by), { 'data-move': String(by), disabled })
  return (
    <div className="item-tools" role="group" aria-label={`${summary}: move, copy or remove`}>
      {move('Move to top', 'top', -Infinity, first)}
      {move('Move up', 'up', -1, first)}
      {move('Move down', 'down', 1, last)}
      {move('Move to bottom', 'bottom', Infinity, last)}
      {button('Duplicate', 'duplicate', onDuplicate)}
      {button('Remove', 'remove', onRemove, { 'data-remove': '' })}
    </div>
  )
}
