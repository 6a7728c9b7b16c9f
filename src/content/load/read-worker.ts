/**
 * A worker thread of ReadingStore.prepare: reads the content files it is sent (readFile) and answers with what the
 * store keeps of each reading. Its syntax trees and every other allocation of the reading die with the thread, so
 * the build's own memory does not grow with them.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { MediaIndex } from '../../media/media-index.ts'
import type { ContentModel } from '../content-model.ts'
import type { SourceFile } from '../source-file.ts'
import { readFile } from './read-file.ts'
import { toStored, type ModelModule } from './reading-store.ts'

const { model: from, media } = workerData as { model: ModelModule; media: MediaIndex | undefined }
const model = ((await import(from.url)) as Record<string, ContentModel>)[from.name]!

parentPort!.on('message', (batch: SourceFile[]) => {
  parentPort!.postMessage(batch.map((source) => toStored(readFile(source, model, media))))
})
