import type { FileList } from './studio-client.ts'

/** The route the preview shows for `file`: its own, else (an entry) the route named after it, else the home page. */
export function previewRoute({ files, routes }: FileList, file: string | undefined): string {
  const info = files.find((f) => f.file === file)
  if (info?.route && !info.route.includes(':')) return info.route
  if (info?.role !== 'entry') return '/'
  const slug = info.file
    .split('/')
    .pop()!
    .replace(/\.yaml$/, '')
  return routes.find((r) => r.endsWith('/' + slug)) ?? '/'
}
