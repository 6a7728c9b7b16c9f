/**
 * Runs the functions it is given one after the other, in the order asked: two publishes, a publish and the
 * three-minute sync, or two people in the team studio never move the same git working copy at once.
 */
export function oneAtATime(): <T>(fn: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(fn: () => Promise<T>) => {
    const run = last.then(fn, fn)
    last = run.catch(() => undefined)
    return run
  }
}
