import { safePagesPath } from '../safe-path.ts'
import { dataToSave } from './data-to-save.ts'
import { refuseOversizedData } from './drafts.ts'
import type { KeyedScope, LintCache } from './lint-cache.ts'
import { readContentFile } from './read-content-file.ts'
import { OVERRUN, type StudioThread } from './studio-thread.ts'
import { tooComplex } from './too-complex.ts'
import type { Versions } from './versions.ts'

/**
 * Lints what a save of `body` would write in the studio's worker, before the save itself runs: the save then finds
 * that lint remembered (lint.scope) and lints nothing on the server's own thread, unless the disk changed meanwhile
 * (saves take turns: see studio-api.ts; a sync or an upload may come between, and the save lints itself);
 * a text the worker gave up on is refused by the save with the one diagnostic saying so. A request the save refuses
 * anyway (no such file, a name outside pages/, data too large, a conflict) is left to it, and so is every save while the worker
 * starts (a few seconds after the studio starts, or after an overrun): saves do not wait for it.
 */
export async function lintBeforeSave(
  root: string,
  person: string,
  thread: StudioThread,
  lint: LintCache,
  budgetMs: number,
  body: Record<string, unknown>,
  versions: Versions,
): Promise<void> {
  if (!thread.warm) return
  const file = String(body.file)
  let base: string | undefined
  let data = body.data
  try {
    refuseOversizedData(body.data)
    if (body.create) {
      if (!safePagesPath(root, file)) return
    } else {
      const read = readContentFile(root, file)
      base = read.text
      ;({ data } = dataToSave(file, read.path, base, body, versions))
    }
  } catch {
    return
  }
  let text: string | undefined
  const answer = await thread
    .run(
      person,
      { kind: 'lint', file, data, base, refused: lint.refusedTexts(file) },
      { budgetMs, onText: (made) => (text = made) },
    )
    .catch(() => undefined)
  if (answer === OVERRUN && text !== undefined) lint.refuse(file, text, tooComplex(file, budgetMs))
  else if (answer && typeof answer === 'object' && 'key' in answer) lint.remember(answer as KeyedScope)
}
