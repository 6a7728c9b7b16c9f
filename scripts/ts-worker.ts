import { Worker } from 'node:worker_threads'

/**
 * A worker thread running a TypeScript module. A worker does not inherit the parent's TypeScript loader (Node 20):
 * it registers tsx, then loads the module.
 */
export function tsWorker(module: URL, workerData?: unknown): Worker {
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => {
  register()
  return import(${JSON.stringify(module.href)})
})`
  return new Worker(boot, { eval: true, workerData })
}
