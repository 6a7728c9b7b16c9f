type Props = { message: string; onUndo: () => void; onDismiss: () => void }

/**
 * A removal's notice at the foot of the screen, with Undo (Ctrl+Z does the same outside a text field). It is no live
 * region: the status line has said it already.
 */
export function UndoNotice({ message, onUndo, onDismiss }: Props) {
  return (
    <div className="undo-notice" role="group" aria-label="Last removal">
      <span>{message}</span>
      <button type="button" onClick={onUndo} aria-keyshortcuts="Control+Z">
        Undo
      </button>
      <button type="button" className="undo-notice__close" aria-label="Close this notice" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
