/**
 * A worker thread of ReadingStore.prepare (`serveReadings`, with the model the worker was given or built with): reads
 * the content files it is sent (readFile) and answers with what the store keeps of each reading. Its syntax trees and
 * every other allocation of the reading die with the thread, so the build's own memory does not grow with them.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { MediaIndex } from '../../media/media-index.ts'
import type { ContentModel } from '../content-model.ts'
import type { SourceFile } from '../source-file.ts'
import { readFile } from './read-file.ts'
import { storable, toStored } from './reading-store.ts'

/**
 * Serves the batches of content files the store sends: each read with `model`, answered with what the store keeps,
 * as the line it keeps it in (storable: UTF-8 bytes, handed over, not copied), or as it is when JSON cannot hold it.
 * The build's own thread then takes a reading as it takes a kept one, and writes its line as it came: at 10,000
 * articles, no copy of every reading's objects to rebuild on arrival, nor their JSON to write afterwards.
 */
export function serveReadings(model: ContentModel): void {
  const { media } = workerData as { media: MediaIndex | undefined }
  const encoder = new TextEncoder()
  parentPort!.on('message', (batch: SourceFile[]) => {
    const readings = batch.map((source) => {
      const reading = toStored(readFile(source, model, media))
      const line = storable(source.text, reading)
      return line === undefined ? reading : encoder.encode(line)
    })
    const bytes = readings.flatMap((r) => (r instanceof Uint8Array ? [r.buffer as ArrayBuffer] : []))
    parentPort!.postMessage(readings, bytes)
  })
}
