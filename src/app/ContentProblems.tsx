import type { ContentProblem } from '../content/format-diagnostic.ts'

/**
 * Dev server only (production page data never has problems): what is wrong in the files this page is built from,
 * above the last version of the page that worked, or the not-found page when it never built (`neverBuilt`).
 */
export function ContentProblems({ problems, neverBuilt }: { problems: ContentProblem[]; neverBuilt?: boolean }) {
  return (
    <section className="content-problems" role="alert" aria-labelledby="content-problems-title">
      <h2 id="content-problems-title">
        {problems.length === 1 ? 'This page has a content error' : `This page has ${problems.length} content errors`}
      </h2>
      <p>
        {neverBuilt
          ? 'It has not worked since the server started, so the not-found page shows below in its place.'
          : 'It shows the last version that worked.'}{' '}
        Fix the file and save: the page updates by itself.
      </p>
      {problems.map((p, i) => (
        <div key={i} className="content-problems__item">
          <p>
            <code>
              {p.file}:{p.line}:{p.col}
            </code>{' '}
            {p.message}
          </p>
          <pre>{p.frame}</pre>
          {p.hint && <p>Hint: {p.hint}</p>}
        </div>
      ))}
    </section>
  )
}
