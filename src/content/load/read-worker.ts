/**
 * A worker thread of ParsedFileCache.prepare (`serveParsing`, with the model the worker was given or built with): reads
 * the content files it is sent (readFile) and answers with what the cache holds of each parsed file. Its syntax trees
 * and every other allocation of the parse die with the thread, so the build's own memory does not grow with them.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { MediaIndex } from '../../media/media-index.ts'
import type { ContentModel } from '../content-model.ts'
import type { SourceFile } from '../source-file.ts'
import { readFile } from './read-file.ts'
import { cacheLine, toCached } from './parsed-file-cache.ts'

/**
 * Serves the batches of content files the cache sends: each parsed with `model`, answered with what the cache holds,
 * as the line it holds it in (cacheLine: UTF-8 bytes, handed over, not copied), or as it is when JSON cannot hold it.
 * The build's own thread then takes a parsed file as it takes a cached one, and writes its line as it came: no copy
 * of every parsed file's objects to rebuild on arrival, nor their JSON to write afterwards.
 */
export function serveParsing(model: ContentModel): void {
  const { media } = workerData as { media: MediaIndex | undefined }
  const encoder = new TextEncoder()
  parentPort!.on('message', (batch: SourceFile[]) => {
    const parsed = batch.map((source) => {
      const cached = toCached(readFile(source, model, media))
      const line = cacheLine(source.text, cached)
      return line === undefined ? cached : encoder.encode(line)
    })
    const bytes = parsed.flatMap((r) => (r instanceof Uint8Array ? [r.buffer as ArrayBuffer] : []))
    parentPort!.postMessage(parsed, bytes)
  })
}
