import type { ReactNode } from 'react'

type Props = {
  /** The file as an editor names it ("Home"). */
  label: string
  file: string
  canUndo: boolean
  canRedo: boolean
  dirty: boolean
  onUndo: () => void
  onRedo: () => void
  onDiscard: () => void
  onSave: () => void
  /** For a saved collection entry: asks for a new address and renames it. */
  onRename?: (() => void) | undefined
  /** More of the file's actions (delete, view live page), before Discard and Save. */
  children?: ReactNode
}

/**
 * The open file's name (focused when it opens) and its buttons: undo, redo, discard, save (inactive with nothing to
 * save, but focusable).
 */
export function FileToolbar({
  label,
  file,
  canUndo,
  canRedo,
  dirty,
  onUndo,
  onRedo,
  onDiscard,
  onSave,
  onRename,
  children,
}: Props) {
  return (
    <div className="toolbar" role="toolbar" aria-label="File">
      <h2 id="file-h" tabIndex={-1}>
        {label}
        <span className="file-name">
          <span className="sr-only">, file </span>
          {file.replace(/^pages\//, '')}
        </span>
      </h2>
      <span id="save-state" className={dirty ? 'save-state unsaved' : 'save-state'}>
        {dirty ? 'Unsaved changes' : 'All changes saved'}
      </span>
      <button type="button" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
        Undo
      </button>
      <button type="button" onClick={onRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
        Redo
      </button>
      {onRename && (
        <button type="button" onClick={onRename} disabled={dirty} title={dirty ? 'Save or discard first' : undefined}>
          Rename…
        </button>
      )}
      {children}
      <button type="button" onClick={onDiscard} disabled={!dirty}>
        Discard changes
      </button>
      {/* With nothing to save it looks inactive but keeps its place in the Tab order, saying why (all saved). */}
      <button
        type="button"
        className="primary"
        onClick={dirty ? onSave : undefined}
        aria-disabled={!dirty || undefined}
        aria-describedby={dirty ? undefined : 'save-state'}
        aria-keyshortcuts="Control+S"
      >
        Save
      </button>
    </div>
  )
}
