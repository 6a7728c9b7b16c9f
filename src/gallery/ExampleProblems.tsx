import type { GalleryProblem } from './gallery-data.ts'

/** The problems of an example (or of the gallery), where its section would be: what is wrong, the lines, a hint. */
export function ExampleProblems({ problems, title }: { problems: GalleryProblem[]; title: string }) {
  const errors = problems.some((p) => p.severity === 'error')
  return (
    <div className={errors ? 'gallery-problems' : 'gallery-problems gallery-problems--warning'} role="note">
      <p className="gallery-problems__title">{title}</p>
      {problems.map((p, i) => (
        <div key={i} className="gallery-problems__item">
          <p>
            <code>
              {p.file ? `${p.file}:` : 'line '}
              {p.line}:{p.col}
            </code>{' '}
            {p.severity === 'warning' ? 'warning: ' : ''}
            {p.message}
          </p>
          {p.frame && (
            <pre tabIndex={0} aria-label={`The lines around line ${p.line}`}>
              {p.frame}
            </pre>
          )}
          {p.hint && <p>Hint: {p.hint}</p>}
        </div>
      ))}
    </div>
  )
}
