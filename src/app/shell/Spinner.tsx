import { useWords } from '../../ui/words/use-words.ts'

/** Loading indicator for pages that load like data; the ring is decoration, the status text is what is announced. */
export function Spinner({ label }: { label?: string }) {
  const words = useWords()
  return (
    <div className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? words.shell.loading}</span>
    </div>
  )
}
