import { useState } from 'react'
import { BuildProblems } from './BuildProblems.tsx'
import { buildStateWords } from './build-state-words.ts'
import { ChangedPages } from './ChangedPages.tsx'
import type { SiteBuild } from './studio-client.ts'

/**
 * The build of the public site that shows what was just published: queued, building (its step and how far), live
 * with links to the pages it changed, or failed with each problem at its file and, for a publisher, Retry. It
 * changes in place and never takes the focus; the studio's live region says when it is live or failed.
 */
export function BuildStatus({
  build,
  error,
  publisher,
  labelOf,
  onRetry,
}: {
  build: SiteBuild | undefined
  error?: string | undefined
  publisher: boolean
  labelOf: (file: string) => string
  onRetry: (id: string) => Promise<void>
}) {
  const [retrying, setRetrying] = useState(false)
  return (
    <section className="build" aria-labelledby="build-h">
      <h3 id="build-h">On the public site</h3>
      {!build ? (
        <p>{error ?? 'Asking the site’s server…'}</p>
      ) : (
        <>
          <p className={`build__state build__state--${build.state}`}>
            <strong>{buildStateWords(build)}</strong>
          </p>
          {build.state === 'queued' && <p className="help">It starts when the build before it ends.</p>}
          {build.state === 'building' && build.done !== undefined && build.total ? (
            <progress value={build.done} max={build.total} aria-label="How far the build is" />
          ) : null}
          {build.state === 'live' && (
            <ChangedPages
              changed={build.changed ?? []}
              count={build.changedCount ?? build.changed?.length ?? 0}
              most={10}
            />
          )}
          {build.state === 'failed' && (
            <>
              <p>The public site still shows the last good version. Fix what is listed, then publish again.</p>
              <BuildProblems problems={build.problems ?? []} labelOf={labelOf} />
              {publisher ? (
                <button
                  type="button"
                  disabled={retrying}
                  onClick={() => {
                    setRetrying(true)
                    void onRetry(build.id).finally(() => setRetrying(false))
                  }}
                >
                  Retry
                </button>
              ) : (
                <p className="help">A publisher can build it again with Retry once the problem is fixed.</p>
              )}
            </>
          )}
          {error && <p>{error}</p>}
        </>
      )}
    </section>
  )
}
