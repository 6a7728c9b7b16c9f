type Props = {
  file: string
  canUndo: boolean
  canRedo: boolean
  dirty: boolean
  onUndo: () => void
  onRedo: () => void
  onDiscard: () => void
  onSave: () => void
}

/** The open file's name (focused when it opens) and its buttons: undo, redo, discard, save. */
export function FileToolbar({ file, canUndo, canRedo, dirty, onUndo, onRedo, onDiscard, onSave }: Props) {
  return (
    <div className="toolbar" role="toolbar" aria-label="File">
      <h2 id="file-h" tabIndex={-1}>
        {file}
      </h2>
      <button type="button" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
        Undo
      </button>
      <button type="button" onClick={onRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
        Redo
      </button>
      <button type="button" onClick={onDiscard} disabled={!dirty}>
        Discard changes
      </button>
      <button type="button" className="primary" onClick={onSave} aria-keyshortcuts="Control+S">
        Save
      </button>
    </div>
  )
}
