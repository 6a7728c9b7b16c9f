/** The benchmark's build: src/build/build-site.ts in this process, its figures printed as one line of JSON. */
import { buildSite } from '../../src/build/build-site.ts'

const result = await buildSite()
// Both cover the whole process: the main thread and the pre-render's worker threads. CPU time tells a busy machine's
// figures apart from the build's own.
const usage = process.resourceUsage()
const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000
console.log(JSON.stringify({ ...result, peakBytes: usage.maxRSS * 1024, cpuMs }))
// As scripts/build.ts ends.
process.exit(0)
