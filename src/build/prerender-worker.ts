/** A pre-render worker (src/build/render-pages.ts): renders the batches it is sent and writes each page's files. */
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, threadId, workerData } from 'node:worker_threads'
import type { PageData } from '../sections/page-data.ts'
import { headHtml, jsonForScript } from '../seo/head-html.ts'
import { compressedCopies } from './precompress.ts'
import type { RenderBatch, RenderSetup } from './render-pages.ts'
import { withoutIgnored } from './search-copy.ts'
import { htmlWithLang } from './html-lang.ts'
import { Trash, writeInTree } from './swap-dir.ts'

interface ServerEntry {
  render(url: string, key: string, page: PageData): Promise<string>
}

// Pagefind's mark on <main> (src/app/App.tsx), taken off the pages left out of the search (src/build/index-search.ts).
const INDEXED = ' data-pagefind-body=""'

// React 19 hoists <title>, <meta> and <link> to the start of a partial render; they belong in <head>.
const HOISTED = /^(?:<(?:title)[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/

const { serverEntry, templates, outDir, copiesDir, trash: trashDir } = workerData as RenderSetup
const trash = new Trash(trashDir, `render-${threadId}`)
// Told before the first page (the pool may start before the site's content is read).
let siteName = ''
const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
// Each template's parts as bytes, once: a page's file is written from its pieces' bytes, so the stylesheet inlined in
// the template is not encoded again for every page, nor copied into one page-long string first (a page whose
// text holds one character beyond Latin-1 is a two-byte string throughout: writing it cost as much as rendering it).
const inlined = parts(templates.inlined).map((part) => Buffer.from(part))
const linked = parts(templates.linked).map((part) => Buffer.from(part))
// A searched page's copy for Pagefind is its <main> in the template's <html> (its lang is the index's language):
// Pagefind reads nothing else of a page once pages carry data-pagefind-body, and gets a third of the bytes.
const htmlTag = /<html\b[^>]*>/.exec(templates.linked)?.[0] ?? '<html>'

// Each template's start with the <html lang> of each language met, made once.
const starts = new Map<string, Buffer>()
function startOf(link: boolean | undefined, lang: string | undefined): Buffer {
  const [beforeHead] = link ? linked : inlined
  if (lang === undefined) return beforeHead!
  const key = `${link ? 'linked' : 'inlined'}:${lang}`
  let start = starts.get(key)
  if (!start) starts.set(key, (start = Buffer.from(htmlWithLang(beforeHead!.toString(), lang))))
  return start
}

/** A template split where each page's head and body go. */
function parts(template: string): [string, string, string] {
  const [beforeHead, afterHead] = split(template, '<!--head-->')
  return [beforeHead, ...split(afterHead, '<div id="root"><!--app--></div>')]
}

function split(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark)
  if (at < 0) throw new Error(`index.html has no ${mark}`)
  return [text.slice(0, at), text.slice(at + mark.length)]
}

// The folders created so far: each page has its own, created once (not asked of the disk for each file).
const made = new Set<string>()

function put(target: string, pieces: (string | Buffer)[], compress = false): void {
  const dir = dirname(target)
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true })
    made.add(dir)
  }
  const bytes = Buffer.concat(pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)))
  writeInTree(target, bytes, trash)
  if (compress) for (const [suffix, copy] of compressedCopies(bytes)) writeInTree(`${target}${suffix}`, copy, trash)
}

/** The page's `<main>` element, as rendered. */
function mainOf(body: string, url: string): string {
  const start = body.indexOf('<main')
  const end = body.indexOf('</main>', start)
  if (start < 0 || end < 0) throw new Error(`${url} has no <main> to search`)
  return body.slice(start, end + '</main>'.length)
}

// Batches are rendered one after the other (the renderer holds one page at a time): the next may already be here.
let rendering = Promise.resolve()
parentPort!.on('message', (message: RenderBatch | { siteName: string }) => {
  if (Array.isArray(message)) rendering = rendering.then(() => renderBatch(message))
  else siteName = message.siteName
})

async function renderBatch(batch: RenderBatch): Promise<void> {
  // Each searched page's key and the hash of its copy: a part of the index is indexed again only when a copy changed.
  const copies: [string, string][] = []
  try {
    for (const { url, key, file, noindex, linked: link, plain, searchPart, data } of batch) {
      const [, beforeRoot, afterRoot] = link ? linked : inlined
      const { lang } = data.head
      let body = (await entry.render(url, key, data)).replace(HOISTED, '')
      if (data.unsearched) body = body.replace(INDEXED, '')
      // The page's data is written once, in its HTML as an inert JSON block: hydration needs no request, and
      // client-side navigation fetches the page and reads the block (src/app/entry-client.tsx).
      const script = `<script type="application/json" id="page-data">${jsonForScript(data)}</script>`
      put(
        join(outDir, file),
        [
          startOf(link, lang),
          headHtml(data.head, siteName, { noindex: Boolean(noindex) }),
          beforeRoot!,
          `<div id="root" data-page="${key}">`,
          body,
          `</div>\n    ${script}`,
          afterRoot!,
        ],
        !plain,
      )
      if (searchPart !== undefined) {
        const copy = `<!doctype html>${lang === undefined ? htmlTag : htmlWithLang(htmlTag, lang)}<body>${withoutIgnored(mainOf(body, url))}</body></html>`
        const name = createHash('sha256').update(copy).digest('hex')
        // Named by its bytes: a copy already stored (the same text in an earlier build) is the same file.
        try {
          writeFileSync(join(copiesDir, `${name}.html`), copy, { flag: 'wx' })
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        }
        copies.push([key, name])
      }
    }
    parentPort!.postMessage({ copies })
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
}
