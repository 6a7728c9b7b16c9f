import type { ResolveContext } from '../content/resolve-context.ts'
import type { SectionProps } from '../content/resolved.ts'
import type { SectionOf, SectionType } from '../content/schema/page.ts'
import { resolveArticle } from './article/resolve.ts'
import { resolveArticleList } from './articleList/resolve.ts'
import { resolveCardGrid } from './cardGrid/resolve.ts'
import { resolveJobDetail } from './jobDetail/resolve.ts'
import { resolveJobList } from './jobList/resolve.ts'
import { resolvePartnerGrid } from './partnerGrid/resolve.ts'

type Resolver<K extends SectionType> = (section: SectionOf<K>, ctx: ResolveContext) => SectionProps<K>

/**
 * Build time only: the section types whose data is more than their YAML (references to collections, the route's
 * entry). A type whose props need more than its YAML does not compile without its resolver here.
 */
export const resolvers: { [K in SectionType as SectionProps<K> extends SectionOf<K> ? never : K]: Resolver<K> } & {
  [K in SectionType]?: Resolver<K>
} = {
  cardGrid: resolveCardGrid,
  partnerGrid: resolvePartnerGrid,
  jobList: resolveJobList,
  articleList: resolveArticleList,
  article: resolveArticle,
  jobDetail: resolveJobDetail,
}
