/**
 * The studio's worker thread (see StudioThread in studio-thread.ts): makes drafts' texts and lints them, lists the
 * files, makes each person's preview from its copy of their drafts and lints the site for a publish. Its lint and its
 * previews share one LoadCache: a file is read once per text, whoever asks first.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { LoadCache } from '../../content/load/load-cache.ts'
import { contentHash } from '../../lib/content-hash.ts'
import type { DevSite } from '../../site/dev-site.ts'
import { siteModel } from '../../site/site-model.ts'
import { refuseOversized } from './drafts.ts'
import { createLintCache } from './lint-cache.ts'
import { listFiles, type Listed } from './list-files.ts'
import { createPreviewSite } from './preview-site.ts'
import { Refusal } from './refusal.ts'
import type { FromWorker, Job, ToWorker } from './studio-thread.ts'
import { textToSave } from './text-to-save.ts'
import { translationsStatus } from '../translate/translations-status.ts'

/** Serves the jobs the server's thread sends (ToWorker), one at a time, each answered by its id (FromWorker). */
export function serveStudioWork(): void {
  const { root } = workerData as { root: string }
  const port = parentPort!
  const cache = new LoadCache(siteModel)
  const lint = createLintCache(root, cache)
  const listed = new Map<string, Listed>()
  const people = new Map<string, { drafts: Map<string, string>; preview: () => DevSite }>()
  const personOf = (person: string) => {
    let p = people.get(person)
    if (!p) {
      const drafts = new Map<string, string>()
      people.set(person, (p = { drafts, preview: createPreviewSite(root, drafts, cache) }))
    }
    return p
  }
  const send = (message: FromWorker) => port.postMessage(message)

  const work = (id: number, job: Job): unknown => {
    // The budget counts what a text may make take long: its lint. Not the disk's lint, which every job shares and
    // which is made once, nor the text, which the size of a request bounds.
    const budget = (on: boolean) => send({ id, budget: on })
    switch (job.kind) {
      case 'lint': {
        const text = textToSave(job.file, job.data, job.base)
        refuseOversized(text)
        send({ id, text })
        if (job.refused.includes(contentHash(text))) return { refused: true }
        return lint.scoped(job.file, text, budget)
      }
      case 'files':
        return listFiles(root, lint, listed)
      case 'translations':
        return translationsStatus(root, lint.check(new Map()).content ?? undefined)
      case 'site-errors':
        return lint.check(new Map()).diagnostics.filter((d) => d.severity === 'error')
      case 'preview-site':
      case 'preview-page': {
        lint.check(new Map())
        budget(true)
        const site = personOf(job.person).preview()
        if (job.kind === 'preview-site') {
          const paths = [...site.paths()].sort((a, b) => a.localeCompare(b))
          // The other languages' site data too: a Spanish page shows in its Spanish shell.
          return asJson({ site: site.site, sites: site.sites, routes: { paths, ...site.templates } })
        }
        const data = site.page(job.key)
        if (!data) throw new Refusal(404, `No page ${job.key} in the preview.`)
        // The developer's problem box stays out of the studio's preview: the studio shows problems at their fields,
        // and the page keeps its last version without errors.
        const { problems: _problems, ...page } = data as typeof data & { problems?: unknown }
        return asJson(page)
      }
    }
  }

  port.on('message', (message: ToWorker) => {
    if (message.type === 'draft') {
      const { person, file, text } = message
      if (text !== undefined) personOf(person).drafts.set(file, text)
      else people.get(person)?.drafts.delete(file)
      return
    }
    if (message.type === 'drop') return void people.delete(message.person)
    const { type: _type, id, ...job } = message
    try {
      send({ id, done: work(id, job) })
    } catch (e) {
      if (e instanceof Refusal)
        send({ id, refusal: { status: e.status, message: e.message, body: e.body as Record<string, unknown> } })
      else send({ id, failure: e instanceof Error ? (e.stack ?? e.message) : String(e) })
    }
  })
}

/** What the API answers, as its JSON reads (page data holds getters and may hold what a thread cannot pass). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value))
