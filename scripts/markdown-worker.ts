/** A Markdown worker (scripts/load-content-parallel.ts): parses the texts it is sent, answers their parses in order. */
import { parentPort } from 'node:worker_threads'
import { parseMarkdown } from '../src/content/markdown/parse-markdown.ts'

parentPort!.on('message', (sources: string[]) => {
  try {
    parentPort!.postMessage({ parsed: sources.map(parseMarkdown) })
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
})
