/**
 * The public pages a live build added or changed, each a link to the public site in a new tab: the first `most`,
 * then how many more (a build may list fewer than it changed).
 */
export function ChangedPages({ changed, count, most }: { changed: string[]; count: number; most: number }) {
  if (!count) return <p>No page changed.</p>
  // Web addresses only: a link the build list names is never a script.
  const shown = changed.filter((url) => /^https?:\/\//.test(url)).slice(0, most)
  const more = count - shown.length
  return (
    <>
      <p>
        {count === 1 ? 'One page changed' : `${count.toLocaleString('en-US')} pages changed`}
        {shown.length ? ':' : '.'}
      </p>
      {shown.length > 0 && (
        <ul className="build__pages">
          {shown.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {pageOf(url)}
                <span className="sr-only"> (opens the public site in a new tab)</span>
              </a>
            </li>
          ))}
          {more > 0 && <li>and {more.toLocaleString('en-US')} more</li>}
        </ul>
      )}
    </>
  )
}

/** The path of a public page's address, as its link says it ("/insights/how-we-hire"); the address when not one. */
function pageOf(url: string): string {
  try {
    return decodeURI(new URL(url).pathname)
  } catch {
    return url
  }
}
