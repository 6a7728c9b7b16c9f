import { useEffect, useState } from 'react'
import { studio } from './studio-client.ts'

/** "View live page": the published page on the public site, in a new tab; nothing for a page not published yet. */
export function LiveLink({ file }: { file: string }) {
  const [url, setUrl] = useState<{ file: string; url: string | null }>()
  useEffect(() => {
    let current = true
    studio.live(file).then(
      (answer) => current && setUrl({ file, url: answer.url }),
      () => current && setUrl({ file, url: null }),
    )
    return () => {
      current = false
    }
  }, [file])
  if (!url?.url || url.file !== file) return null
  return (
    <a className="live-link" href={url.url} target="_blank" rel="noopener noreferrer">
      View live page<span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
