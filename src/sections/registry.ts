import type { ComponentType } from 'react'
import type { SectionProps } from '../content/resolved.ts'
import type { SectionOf, SectionType } from '../content/schema/page.ts'

type Loader<K extends SectionType> = (section: SectionOf<K>) => Promise<ComponentType<SectionProps<K>>>

/**
 * The only map from a section `type` to its component. Each is its own chunk, so a route loads only the
 * sections it shows. A type missing here (or a component with the wrong props) does not compile.
 */
export const registry: { [K in SectionType]: Loader<K> } = {
  hero: () => import('./hero/Hero.tsx').then((m) => m.Hero),
  cardGrid: () => import('./cardGrid/CardGrid.tsx').then((m) => m.CardGrid),
  featureList: () => import('./featureList/FeatureList.tsx').then((m) => m.FeatureList),
  process: () => import('./process/Process.tsx').then((m) => m.Process),
  faq: () => import('./faq/Faq.tsx').then((m) => m.Faq),
  successStory: () => import('./successStory/SuccessStory.tsx').then((m) => m.SuccessStory),
  partnerGrid: () => import('./partnerGrid/PartnerGrid.tsx').then((m) => m.PartnerGrid),
  // Each variant is its own chunk: the home page never downloads the contact page's form, nor the reverse.
  contactForm: (s) =>
    s.variant === 'page'
      ? import('./contactForm/ContactPageSection.tsx').then((m) => m.ContactPageSection)
      : import('./contactForm/ConsultationSection.tsx').then((m) => m.ConsultationSection),
  jobDetail: () => import('./jobDetail/JobDetail.tsx').then((m) => m.JobDetail),
  article: () => import('./article/ArticleView.tsx').then((m) => m.ArticleView),
  cta: () => import('./cta/Cta.tsx').then((m) => m.Cta),
  richText: () => import('./richText/RichText.tsx').then((m) => m.RichText),
  stats: () => import('./stats/Stats.tsx').then((m) => m.Stats),
  jobList: () => import('./jobList/JobList.tsx').then((m) => m.JobList),
  articleList: () => import('./articleList/ArticleList.tsx').then((m) => m.ArticleList),
  newsletter: () => import('./newsletter/Newsletter.tsx').then((m) => m.Newsletter),
  search: () => import('./search/Search.tsx').then((m) => m.Search),
}

/** The component a section needs, as a cache key: its type, and its variant where variants load apart. */
export function componentKey(section: { type: SectionType; variant?: unknown }): string {
  return section.type === 'contactForm' ? `${section.type}:${String(section.variant)}` : section.type
}
