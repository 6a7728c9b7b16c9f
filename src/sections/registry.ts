// Every section type, one line each; its folder holds its schema, component, resolver, stylesheet, examples and hooks.
// The order here is the order of the guide, the gallery, the studio's list and the stylesheet. After a change,
// run `npm run schema` (it regenerates components.ts, sections.css and schema/). Build time only: the browser gets
// components.ts, so no schema or resolver reaches a page's script.
export const registry = {
  hero: (await import('./hero/section.ts')).hero,
  cardGrid: (await import('./cardGrid/section.ts')).cardGrid,
  featureList: (await import('./featureList/section.ts')).featureList,
  process: (await import('./process/section.ts')).process,
  faq: (await import('./faq/section.ts')).faq,
  successStory: (await import('./successStory/section.ts')).successStory,
  partnerGrid: (await import('./partnerGrid/section.ts')).partnerGrid,
  contactForm: (await import('./contactForm/section.ts')).contactForm,
  jobDetail: (await import('./jobDetail/section.ts')).jobDetail,
  article: (await import('./article/section.ts')).article,
  cta: (await import('./cta/section.ts')).cta,
  richText: (await import('./richText/section.ts')).richText,
  stats: (await import('./stats/section.ts')).stats,
  jobList: (await import('./jobList/section.ts')).jobList,
  articleList: (await import('./articleList/section.ts')).articleList,
  newsletter: (await import('./newsletter/section.ts')).newsletter,
  search: (await import('./search/section.ts')).search,
}
