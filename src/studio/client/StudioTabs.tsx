type View = 'files' | 'edit' | 'preview'

type Props = { view: View; onView: (view: View) => void; dirty: boolean }

const TABS: [View, string][] = [
  ['files', 'Pages'],
  ['edit', 'Edit'],
  ['preview', 'Preview'],
]

/**
 * On a narrow screen (below 900 px) the three columns become three views, one at a time: these buttons switch
 * between them. Hidden on wider screens, where all three show side by side.
 */
export function StudioTabs({ view, onView, dirty }: Props) {
  return (
    <nav className="studio-tabs" aria-label="Studio views">
      {TABS.map(([id, name]) => (
        <button key={id} type="button" aria-pressed={view === id} onClick={() => onView(id)}>
          {name}
          {id === 'edit' && dirty && <span className="unsaved"> •</span>}
          {id === 'edit' && dirty && <span className="sr-only"> (unsaved)</span>}
        </button>
      ))}
    </nav>
  )
}
