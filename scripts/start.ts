/** npm start: builds when dist/ is missing or older than the sources, then serves it on http://localhost:4173. */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { createStaticServer } from './static-server.ts'

const root = process.cwd()
const port = Number(process.env.PORT ?? 4173)

function newest(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

const built = join(root, 'dist', 'index.html')
const sources = Math.max(
  ...['src', 'pages', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => newest(join(root, p))),
)
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('dist/ is missing or out of date: building…')
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit', cwd: root })
}

createStaticServer(join(root, 'dist')).listen(port, () => {
  console.log(`serving dist/ on http://localhost:${port}`)
})
