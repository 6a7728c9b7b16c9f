// @vitest-environment node
/**
 * The hash of a project's code (src/lib/hash-tree.ts): each file by its path and the digest of its bytes, a digest
 * kept with the file's stat (`.cache/file-digests.json`) so that a file whose stat is the same is not read again,
 * and a file changed in the last two seconds never kept.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FileDigests, hashTree } from '../../src/lib/hash-tree.ts'

const root = mkdtempSync(join(tmpdir(), 'hash-tree-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const treeHash = (digests: FileDigests) => {
  const h = createHash('sha256')
  hashTree(h, root, 'src', digests)
  hashTree(h, root, 'package.json', digests)
  return h.digest('hex')
}
const kept = () =>
  JSON.parse(readFileSync(join(root, '.cache/file-digests.json'), 'utf8')) as Record<string, [string, string]>

describe('hashTree', () => {
  it('keeps the digests of settled files, uses them while their stat stays, and reads a changed file again', async () => {
    mkdirSync(join(root, 'src/lib'), { recursive: true })
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 1\n')
    writeFileSync(join(root, 'src/lib/b.ts'), 'export const b = 2\n')
    writeFileSync(join(root, 'package.json'), '{}\n')
    // Just written: read, and not kept.
    const fresh = FileDigests.read(root)
    const first = treeHash(fresh)
    fresh.save()
    expect(() => kept()).toThrow()
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const settled = FileDigests.read(root)
    expect(treeHash(settled)).toBe(first)
    settled.save()
    expect(Object.keys(kept()).sort()).toEqual(
      ['package.json', 'src/a.ts', 'src/lib/b.ts'].map((file) => join(root, file)).sort(),
    )
    // A kept digest is taken as it is while the file's stat stays: the file is not read.
    const digests = kept()
    const b = join(root, 'src/lib/b.ts')
    writeFileSync(join(root, '.cache/file-digests.json'), JSON.stringify({ ...digests, [b]: [digests[b]![0], 'x'] }))
    expect(treeHash(FileDigests.read(root))).not.toBe(first)
    // A file written again, even with the same size, has another stat: it is read.
    writeFileSync(b, 'export const b = 3\n')
    const edited = treeHash(FileDigests.read(root))
    expect(edited).not.toBe(first)
    // The same as hashing every file's bytes (digests kept nowhere).
    expect(treeHash(FileDigests.read(join(root, 'nowhere')))).toBe(edited)
    // A file added or renamed changes the hash.
    writeFileSync(join(root, 'src/c.ts'), '')
    expect(treeHash(FileDigests.read(root))).not.toBe(edited)
  }, 10_000)
})
