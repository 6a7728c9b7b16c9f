import { useEffect, useState } from 'react'
import { buildRunning } from './build-running.ts'
import { studio, StudioError, type SiteBuild } from './studio-client.ts'

/**
 * The build of the public site that shows the latest publish made here (`watch(id)` after a publish, a proposal
 * published, a Retry): asked for every `every` ms while it is queued or building, no more once it is live or failed.
 * Nothing is asked before a build is watched, so a studio without the server that builds the site asks nothing.
 */
export function useWatchedBuild(every = 1000) {
  const [id, watch] = useState<string>()
  const [shown, setShown] = useState<{ build?: SiteBuild; error?: string }>({})
  useEffect(() => {
    if (!id) return
    let current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const look = () =>
      studio.build(id).then(
        (build) => {
          if (!current) return
          setShown({ build })
          if (buildRunning(build)) timer = setTimeout(look, every)
        },
        (e: Error) => {
          if (!current) return
          setShown({ error: e.message })
          // A build no longer listed, or a session that ended, does not come back by asking again; a lost
          // connection may.
          if (!(e instanceof StudioError) || e.status >= 500) timer = setTimeout(look, every * 5)
        },
      )
    void look()
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [id, every])
  const build = shown.build?.id === id ? shown.build : undefined
  return { id, build, error: id ? shown.error : undefined, watch }
}
