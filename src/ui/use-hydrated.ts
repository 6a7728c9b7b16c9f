import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * False on the server and while the pre-rendered page is hydrated, true in every render after: what a page shows
 * before its script runs (and for good, without JavaScript) is what the server rendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
