import type { SiteBuild } from './studio-client.ts'

const count = new Intl.NumberFormat('en-US')

/** "Queued", "Building… Rendering pages (1,200 of 11,700)", "Live", "Failed": where a build is, in words. */
export function buildStateWords(build: SiteBuild): string {
  switch (build.state) {
    case 'queued':
      return 'Queued'
    case 'building': {
      const step = build.step ? ` ${build.step}` : ''
      const of =
        build.done !== undefined && build.total !== undefined
          ? ` (${count.format(build.done)} of ${count.format(build.total)})`
          : ''
      return `Building…${step}${of}`
    }
    case 'live':
      return 'Live'
    case 'failed':
      return 'Failed'
  }
}
