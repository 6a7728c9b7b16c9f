import { GUIDE_FILE } from './guide-file.ts'

/**
 * Opens the content guide at `line` in the editor, through the dev server's open-in-editor endpoint (the one Vite's
 * error overlay uses): the guide is a file of the project, not a page of the site.
 */
export function GuideLink({ line, topic }: { line: number; topic: string }) {
  const open = () => void fetch(`/__open-in-editor?file=${encodeURIComponent(`${GUIDE_FILE}:${line}`)}`)
  return (
    <p className="gallery-guide">
      More in the content guide: <code>{GUIDE_FILE}</code>, line {line}.{' '}
      <button type="button" className="gallery-guide__open" onClick={open}>
        Open {topic} in the content guide
      </button>
    </p>
  )
}
