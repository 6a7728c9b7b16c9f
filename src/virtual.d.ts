declare module 'virtual:site' {
  const site: import('./content/site-data.ts').SiteData
  export default site
}
declare module 'virtual:routes' {
  const index: import('./content/page-keys.ts').TemplateIndex
  export default index
}
/** See src/forms/forms-deliver.ts. */
declare const __FORMS_DELIVER__: boolean | undefined
