import type { UnreadableProblem } from './studio-client.ts'

/**
 * A file that does not read, shown instead of its form: an empty form would read as an empty page, and a save could
 * not write it. Its mistakes in the lint's words, with their lines, to fix in a text editor; the studio takes the
 * file again once it reads (useDiskChanges).
 */
export function UnreadableFile({
  label,
  file,
  problems,
}: {
  label: string
  file: string
  problems: UnreadableProblem[]
}) {
  return (
    <section className="summary" aria-labelledby="unreadable-h" role="alert">
      <h3 id="unreadable-h">{label} has a mistake the studio cannot show in a form</h3>
      <p>
        Fix it in a text editor, in <code>{file}</code>: the studio shows the form again as soon as the file reads.
        Nothing was changed.
      </p>
      <ul>
        {problems.map((p, i) => (
          <li key={i} className="error">
            Line {p.line}, column {p.col}: {p.message}
            {p.hint ? ` (${p.hint})` : ''}
          </li>
        ))}
      </ul>
    </section>
  )
}
