let hydrated = false

/** True once the first client render has committed: later mounts are client-side navigations. */
export function isHydrated(): boolean {
  return hydrated
}

export function markHydrated(): void {
  hydrated = true
}
