/**
 * A worker thread of ReadingStore.prepare (`serveReadings`, with the model the worker was given or built with): reads
 * the content files it is sent (readFile) and answers with what the store keeps of each reading. Its syntax trees and
 * every other allocation of the reading die with the thread, so the build's own memory does not grow with them.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { MediaIndex } from '../../media/media-index.ts'
import { plainEnv } from '../../lib/plain-env.ts'
import type { ContentModel } from '../content-model.ts'
import type { SourceFile } from '../source-file.ts'
import { readFile } from './read-file.ts'
import { toStored } from './reading-store.ts'

/** Serves the batches of content files the store sends: each read with `model`, answered with what the store keeps. */
export function serveReadings(model: ContentModel): void {
  const { media } = workerData as { media: MediaIndex | undefined }
  plainEnv()
  parentPort!.on('message', (batch: SourceFile[]) => {
    parentPort!.postMessage(batch.map((source) => toStored(readFile(source, model, media))))
  })
}
