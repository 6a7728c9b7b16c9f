import { mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { lintContent } from '../../content/lint-content.ts'
import { siteModel } from '../../site/site-model.ts'
import { runGit, type GitOptions } from '../git/run-git.ts'
import { withScratchIndex } from '../git/scratch-index.ts'
import { Refusal } from './refusal.ts'

/**
 * Refuses (422, every error listed) a commit whose content the whole-site lint finds errors in, the same lint a
 * direct publish runs: its pages/ are written to a folder of their own (the site's public/ beside them) and linted
 * there, so what is checked is exactly what would be published.
 */
export async function lintCommit(opts: GitOptions, commit: string, refusal: (count: string) => string): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'studio-lint-'))
  try {
    await withScratchIndex(opts, false, async (scratch) => {
      await runGit(scratch, ['read-tree', commit])
      const files = (await runGit(scratch, ['ls-files', '-z', '--', 'pages'])).split('\0').filter(Boolean)
      for (let i = 0; i < files.length; i += 500)
        await runGit(scratch, ['checkout-index', '-f', `--prefix=${dir}/`, '--', ...files.slice(i, i + 500)])
    })
    await symlink(join(opts.root, 'public'), join(dir, 'public'), 'dir').catch(() => {})
    const { result } = lintContent(dir, siteModel)
    const errors = result.diagnostics.filter((d) => d.severity === 'error')
    if (!errors.length) return
    const count = errors.length === 1 ? 'one problem' : `${errors.length} problems`
    throw new Refusal(422, refusal(count), {
      problems: errors.map(({ file, line, col, path, message }) => ({ file, line, col, path, message })),
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
