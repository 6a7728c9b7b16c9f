import { readFileSync, rmSync } from 'node:fs'

/**
 * Stops the build a killed server left running (its process group, noted in `pidFile`): the redone build takes its
 * place. Only a process that is still that build (its command line names the build script) is stopped.
 */
export function stopLeftBuild(pidFile: string): boolean {
  let pid: number
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim())
  } catch {
    return false
  }
  rmSync(pidFile, { force: true })
  if (!Number.isInteger(pid) || pid <= 1) return false
  let command: string
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return false
  }
  if (!command.includes('scripts/build.ts') || !command.includes('--json')) return false
  try {
    process.kill(-pid, 'SIGKILL')
    return true
  } catch {
    return false
  }
}
