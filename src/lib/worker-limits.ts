import type { ResourceLimits } from 'node:worker_threads'

/**
 * The heap limits of the build's worker threads (the content readers, the renderers, the helpers that read, link and
 * file): a young generation of 12 MB, two semi-spaces of 4 MB where V8 would grow them to 16 MB each. On the 2-core
 * development machine, where a first touch of a page of memory costs 10 to 18 µs, an incremental build at +10,000
 * articles took 5.02 s instead of 5.29 (mean of 12 each, in turn), its pre-render 1.84 s instead of 2.12, with 8.5 s
 * of CPU instead of 9.1. The main thread keeps V8's own: with 4 MB it was slower.
 */
export const WORKER_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 12 }
