import type { ChildProcess } from 'node:child_process'

/** Stops `child` and every process it started (it was spawned `detached`, as the leader of its own group). */
export function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL')
  } catch {
    child.kill('SIGKILL')
  }
}
