/** The benchmark's build: scripts/build-site.ts in this process, its figures printed as one line of JSON. */
import { buildSite } from '../build-site.ts'

const result = await buildSite()
// maxRSS (kB) covers the whole process: the main thread and the pre-render's worker threads.
console.log(JSON.stringify({ ...result, peakBytes: process.resourceUsage().maxRSS * 1024 }))
