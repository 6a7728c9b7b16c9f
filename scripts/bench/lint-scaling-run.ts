/**
 * The bench's lint scaling (lint-scaling.ts) in a process of its own, as `npm run lint:content` runs: measured inside
 * the bench, after its builds and dev server, the same lint grew ×2.4 from 50,000 to 100,000 names, and ×1.95 in a
 * fresh process. Arguments: the project root, the runs, the sizes; prints the rows as one line of JSON.
 */
import { lintScaling } from './lint-scaling.ts'

const [root = process.cwd(), runs = '3', ...sizes] = process.argv.slice(2)
console.log(JSON.stringify(lintScaling(root, sizes.map(Number), Number(runs))))
