import { askGit, execGit, type GitOptions } from './run-git.ts'

/** The bytes of `file` at commit `rev`, or undefined when the file is not there. */
export async function readBlob(opts: GitOptions, rev: string, file: string): Promise<Buffer | undefined> {
  const id = (await askGit(opts, ['rev-parse', '-q', '--verify', `${rev}:${file}`]))?.trim()
  if (!id) return undefined
  const out = await execGit(opts, ['cat-file', 'blob', id])
  return out.code === 0 ? out.stdout : undefined
}

/** Whether bytes look like an image rather than text (git's own test: a NUL byte in the first 8000). */
export function isBinary(bytes: Buffer | undefined): boolean {
  return bytes !== undefined && bytes.subarray(0, 8000).includes(0)
}
