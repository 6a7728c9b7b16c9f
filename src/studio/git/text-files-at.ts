import { binaryFiles } from './changed-files.ts'
import { emptyTree } from './compare-base.ts'
import { execGit, failureOf, runGit, type GitOptions } from './run-git.ts'

/** Every text file under `path` at commit `rev` (file → text), sorted by file; images and links are left out. */
export async function textFilesAt(opts: GitOptions, rev: string, path = 'pages'): Promise<Map<string, string>> {
  const listed = (await runGit(opts, ['ls-tree', '-r', '-z', rev, '--', path])).split('\0').filter(Boolean)
  const blobs = listed
    .map((entry) => /^(100644|100755) blob (\S+)\t(.+)$/s.exec(entry))
    .filter((match) => match !== null)
    .map(([, , id, file]) => ({ id: id!, file: file! }))
  // git's own test for binary content (and .gitattributes), without reading every image into memory here.
  const numstat = await runGit(opts, [
    'diff',
    '--numstat',
    '-z',
    '--no-renames',
    await emptyTree(opts),
    rev,
    '--',
    path,
  ])
  const binary = binaryFiles(numstat)
  const texts = blobs.filter(({ file }) => !binary.has(file))
  const files = new Map<string, string>()
  if (!texts.length) return files
  const out = await execGit(opts, ['cat-file', '--batch'], texts.map(({ id }) => id).join('\n') + '\n')
  if (out.code !== 0) throw failureOf(out.stderr)
  // Each answer is "<id> blob <size>\n", the content, then "\n", in the order asked.
  let at = 0
  for (const { file } of texts) {
    const end = out.stdout.indexOf(0x0a, at)
    const size = Number(/ blob (\d+)$/.exec(out.stdout.subarray(at, end).toString('utf8'))?.[1])
    if (!Number.isInteger(size)) throw failureOf(`unexpected answer from git cat-file for ${file}`)
    files.set(file, out.stdout.subarray(end + 1, end + 1 + size).toString('utf8'))
    at = end + 1 + size + 1
  }
  return files
}
