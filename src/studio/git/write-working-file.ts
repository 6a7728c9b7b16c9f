import { lstat, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { pagesFile } from './pages-file.ts'

/**
 * Writes `file` (under pages/) in the working tree, or removes it when `bytes` is undefined. A link is never
 * followed: the link itself is removed, and writing over one is refused (a plain Error naming it). The bytes go to a
 * file of their own first and are renamed into place, so nobody ever reads half a file.
 */
export async function writeWorkingFile(root: string, file: string, bytes: Buffer | undefined): Promise<void> {
  const path = pagesFile(root, file)
  if (bytes === undefined) return rm(path, { force: true })
  const link = await lstat(path).then(
    (s) => s.isSymbolicLink(),
    () => false,
  )
  if (link)
    throw new Error(
      `${file} is a link to another file, so the studio leaves it alone: ask a developer to remove the link.`,
    )
  await mkdir(dirname(path), { recursive: true })
  const temp = `${path}.studio-${process.pid}.tmp`
  await writeFile(temp, bytes)
  await rename(temp, path)
}
