import type { Content } from './load-content.ts'
import type { ArticleEntry, ArticleSummary, JobEntry, JobSummary, ResolvedSection } from './resolved.ts'
import type { Section } from './schema/page.ts'

export interface ResolveContext {
  content: Content
  /** The collection item of a template page's route. */
  item?: JobEntry | ArticleEntry
}

const articleSummary = ({ content: _, ...summary }: ArticleEntry): ArticleSummary => summary
const jobSummary = ({ id, title, location, type, experience, department, summary, path }: JobEntry): JobSummary => ({
  id,
  title,
  location,
  type,
  experience,
  department,
  summary,
  path,
})

/** Replaces references to collections with the items themselves, so a page's data is self-contained. */
export function resolveSection(section: Section, { content, item }: ResolveContext): ResolvedSection {
  const { collections } = content
  const pick = <T>(items: T[], key: (t: T) => string, ids: string[]) =>
    ids.map((id) => items.find((t) => key(t) === id)!)
  switch (section.type) {
    case 'cardGrid': {
      const label = section.linkLabel ?? 'Learn More'
      if (section.services)
        return {
          ...section,
          items: pick(collections.services, (s) => s.id, section.services).map((s) => ({
            title: s.title,
            text: s.description,
            image: s.image,
            icon: s.icon,
            link: { label, to: s.path, variant: 'text' as const },
          })),
        }
      if (section.industries)
        return {
          ...section,
          items: pick(collections.industries, (s) => s.id, section.industries).map((s) => ({
            title: s.name,
            text: s.description,
            image: s.image,
            icon: s.icon,
            link: { label, to: s.path, variant: 'text' as const },
          })),
        }
      return section
    }
    case 'partnerGrid':
      return { ...section, entries: pick(collections.partners, (p) => p.id, section.partners) }
    case 'jobList':
      return {
        ...section,
        entries: (section.jobs ? pick(collections.jobs, (j) => j.id, section.jobs) : collections.jobs).map(jobSummary),
      }
    case 'articleList': {
      const featuredEntry = section.featured ? collections.articles.find((a) => a.slug === section.featured) : undefined
      return {
        ...section,
        ...(featuredEntry ? { featuredEntry: articleSummary(featuredEntry) } : {}),
        entries: pick(collections.articles, (a) => a.slug, section.articles).map(articleSummary),
      }
    }
    case 'jobDetail':
      return { ...section, job: item as JobEntry }
    case 'article': {
      const entry = item as ArticleEntry
      // Related: the first other articles in definition order (spec §2, Article page).
      const relatedEntries = collections.articles
        .filter((a) => a.slug !== entry.slug)
        .slice(0, section.related)
        .map(articleSummary)
      return { ...section, entry, relatedEntries }
    }
    default:
      return section
  }
}
