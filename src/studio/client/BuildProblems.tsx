import type { BuildProblem } from './studio-client.ts'

const CONTENT_FILE = /^pages\/(?!_media\/)[^\0]+\.yaml$/

/**
 * What stopped a build, each problem at its file: a content file is a link that opens it in the studio (at the
 * field when the problem names one), in a new tab so this page stays; another file is named with its line.
 */
export function BuildProblems({ problems, labelOf }: { problems: BuildProblem[]; labelOf: (file: string) => string }) {
  if (!problems.length) return <p>The build stopped without saying why: its server’s log says more.</p>
  return (
    <ul className="build__problems">
      {problems.map((p, i) => {
        const at = p.file ? `${p.file}${p.line ? `:${p.line}` : ''}` : ''
        return (
          <li key={i}>
            {p.file && CONTENT_FILE.test(p.file) ? (
              <a
                href={`/_studio?file=${encodeURIComponent(p.file)}${p.path ? `&field=${encodeURIComponent(p.path)}` : ''}`}
                title={at}
                target="_blank"
                rel="noopener"
              >
                {labelOf(p.file)}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              p.file && <code>{at}</code>
            )}
            {p.file ? ': ' : ''}
            {p.message}
          </li>
        )
      })}
    </ul>
  )
}
