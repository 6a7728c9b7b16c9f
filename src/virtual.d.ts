declare module 'virtual:site' {
  const site: import('./content/resolved.ts').SiteData
  export default site
}
declare module 'virtual:routes' {
  import type { PageData } from './content/resolved.ts'
  export const routes: { path: string; load: () => Promise<PageData> }[]
  export const templates: { pattern: string; load: () => Promise<PageData> }[]
  export const notFound: (() => Promise<PageData>) | undefined
}
