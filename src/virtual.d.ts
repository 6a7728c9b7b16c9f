declare module 'virtual:site' {
  const site: import('./content/site-data.ts').SiteData
  export default site
  /** The other languages' site data, by code; undefined when the site has one language. */
  export const sites: Record<string, import('./content/site-data.ts').SiteData> | undefined
}
declare module 'virtual:routes' {
  const index: import('./app/App.tsx').SiteRoutes
  export default index
}
/** See src/forms/forms-deliver.ts. */
declare const __FORMS_DELIVER__: boolean | undefined
