declare module 'virtual:site' {
  const site: import('./content/resolved.ts').SiteData
  export default site
}
declare module 'virtual:routes' {
  const index: import('./content/page-keys.ts').RouteIndex
  export default index
}
/** Server bundle only (pre-rendering): every page's data by key. */
declare module 'virtual:pages' {
  const pages: Map<string, import('./content/resolved.ts').PageData>
  export default pages
}
/** See src/forms/forms-deliver.ts. */
declare const __FORMS_DELIVER__: boolean | undefined
