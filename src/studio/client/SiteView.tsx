import { useCallback, useEffect, useState } from 'react'
import { BuildProblems } from './BuildProblems.tsx'
import { buildRunning } from './build-running.ts'
import { buildStateWords } from './build-state-words.ts'
import { causeWords } from './cause-words.ts'
import { ChangedPages } from './ChangedPages.tsx'
import { durationWords } from './duration-words.ts'
import { momentWords, zoneWords } from '../../lib/moment-words.ts'
import { studio, type ScheduledChange, type SiteBuild } from './studio-client.ts'

type Listed = { publicUrl: string; timeZone: string; builds: SiteBuild[]; scheduled: ScheduledChange[] }

const WHEN: Record<ScheduledChange['kind'], string> = {
  publish: 'Goes live',
  unpublish: 'Taken down',
  close: 'Closes',
}

/**
 * The Site view, in the team studio inside the server that builds the site: the recent builds (who, when, what
 * changed, how long, where each is), asked for again every `every` ms while one is queued or building; a failed
 * one's problems and, for a publisher, Retry; and the changes scheduled to happen, at their time in the site's zone.
 */
export function SiteView({
  publisher,
  labelOf,
  say,
  onRetried,
  every = 1000,
}: {
  publisher: boolean
  labelOf: (file: string) => string
  say: (message: string) => void
  /** A Retry asked for this build: the studio follows it. */
  onRetried: (id: string) => void
  every?: number
}) {
  const [listed, setListed] = useState<Listed>()
  const [error, setError] = useState<string>()
  const load = useCallback(
    () =>
      Promise.all([studio.builds(), studio.scheduled()]).then(
        ([b, s]) => {
          setListed({
            publicUrl: b.publicUrl,
            timeZone: s.timeZone,
            builds: b.builds,
            scheduled: s.scheduled,
          })
          setError(undefined)
        },
        (e: Error) => setError(e.message),
      ),
    [],
  )
  useEffect(() => void load(), [load])
  // Back from another window (the public site opened from here): builds others started since are listed.
  useEffect(() => {
    const again = () => void load()
    window.addEventListener('focus', again)
    return () => window.removeEventListener('focus', again)
  }, [load])
  const active = listed?.builds.some(buildRunning) ?? false
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => void load(), every)
    return () => clearTimeout(timer)
  }, [active, listed, load, every])

  const retry = async (id: string) => {
    try {
      const { build } = await studio.retryBuild(id)
      say('Building the site again')
      onRetried(build.id)
      await load()
    } catch (e) {
      say((e as Error).message)
    }
  }

  // The site's zone, as the build decides the schedule in (the server always names one).
  const zone = listed?.timeZone ?? 'UTC'
  // With its year when it is not this year's ("Sat 27 Feb 2027, 00:00").
  const at = (iso: string) =>
    momentWords(Date.parse(iso), zone, { year: iso.slice(0, 4) !== String(new Date().getFullYear()) })
  return (
    <section className="site-view" aria-labelledby="site-h">
      <h2 id="site-h" tabIndex={-1}>
        Site
      </h2>
      {error && <p>{error}</p>}
      {!listed ? (
        !error && <p>Asking the site’s server…</p>
      ) : (
        <>
          <p>
            The public site:{' '}
            <a href={listed.publicUrl} target="_blank" rel="noopener noreferrer">
              {listed.publicUrl}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
          <h3>Recent builds</h3>
          {!listed.builds.length ? (
            <p>No build yet: the next publish builds the site.</p>
          ) : (
            <ol className="builds" aria-label="Recent builds, newest first">
              {listed.builds.map((b) => (
                <li key={b.id} className={`builds__item builds__item--${b.state}`}>
                  <p>
                    <strong className={`build__state build__state--${b.state}`}>{buildStateWords(b)}</strong>
                    {' · '}
                    {b.causes.map(causeWords).join('; ')}
                  </p>
                  <p className="help">
                    <time dateTime={b.queuedAt}>{at(b.queuedAt)}</time>
                    {b.startedAt && b.finishedAt && ` · took ${durationWords(b.startedAt, b.finishedAt)}`}
                  </p>
                  {b.state === 'live' && (
                    <ChangedPages changed={b.changed ?? []} count={b.changedCount ?? b.changed?.length ?? 0} most={5} />
                  )}
                  {b.state === 'failed' && (
                    <>
                      <BuildProblems problems={b.problems ?? []} labelOf={labelOf} />
                      {publisher && b === listed.builds.find((x) => x.state !== 'queued') && (
                        <button type="button" onClick={() => void retry(b.id)}>
                          Retry
                        </button>
                      )}
                    </>
                  )}
                  {b.deploy && (
                    <p>
                      Copy to the host:{' '}
                      {b.deploy.state === 'running' ? 'running' : b.deploy.state === 'done' ? 'done' : 'failed'}
                    </p>
                  )}
                  {b.deploy?.output && (
                    <details>
                      <summary>What the copy said</summary>
                      <pre className="build__output">{b.deploy.output}</pre>
                    </details>
                  )}
                </li>
              ))}
            </ol>
          )}
          <h3>Scheduled</h3>
          {!listed.scheduled.length ? (
            <p>Nothing is scheduled.</p>
          ) : (
            <ul className="scheduled" aria-label="Scheduled changes, soonest first">
              {listed.scheduled.map((s) => (
                <li key={`${s.file} ${s.kind} ${s.at}`}>
                  <strong>
                    {WHEN[s.kind]} <time dateTime={s.at}>{at(s.at)}</time>
                  </strong>
                  :{' '}
                  {s.url && s.kind !== 'publish' ? (
                    <a href={s.url} target="_blank" rel="noopener noreferrer">
                      {s.title}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    s.title
                  )}
                </li>
              ))}
            </ul>
          )}
          <p className="help">Times are in the site’s time zone ({zoneWords(zone)}).</p>
        </>
      )}
    </section>
  )
}
