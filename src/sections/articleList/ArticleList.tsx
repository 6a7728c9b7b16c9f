import { useId } from 'react'
import { SiteLink as Link } from '../../ui/SiteLink.tsx'
import type { ArticleSummary } from './article-summary.ts'
import type { ArticleListProps } from './section.ts'
import { ActionLink } from '../../ui/ActionLink.tsx'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx'
import { SectionFrame } from '../shared/SectionFrame.tsx'
import { Pagination } from '../shared/Pagination.tsx'
import { formatDate } from '../../lib/format-date.ts'
import { useWords } from '../../ui/words/use-words.ts'

// Where the archive's date format was first written; its callers still import it from here.
export { formatDate } from '../../lib/format-date.ts'

type CardProps = {
  entry: ArticleSummary
  /** Link text under the excerpt; without it the title itself is the link (related articles). */
  readMoreLabel?: string
  /** Shown instead of the formatted date, e.g. "Today". */
  dateLabel?: string
  showDate?: boolean
  showExcerpt?: boolean
}

/** A category's name as its link reads it: "Strategy articles", "Artículos de Estrategia" (the words hidden). */
export function CategoryName({ category }: { category: string }) {
  const { before, after } = useWords().articles.category
  return (
    <>
      {before && <span className="visually-hidden">{before}</span>}
      {category}
      {after && <span className="visually-hidden">{after}</span>}
    </>
  )
}

/** Category (a link to its list), date and reading time of an article. */
function ArticleMeta({
  entry,
  date,
  label,
  linkCategory = true,
}: {
  entry: ArticleSummary
  date?: string | undefined
  label?: string | undefined
  /** False where the whole card is one link (related articles): a link inside it would be hard to hit. */
  linkCategory?: boolean
}) {
  const words = useWords()
  return (
    <p className="article-meta">
      {label && <span className="article-featured__label">{label}</span>}
      {linkCategory ? (
        <Link to={entry.categoryPath} className="article-meta__category">
          <CategoryName category={entry.category} />
        </Link>
      ) : (
        <span className="article-meta__category">{entry.category}</span>
      )}
      {date && <time dateTime={entry.date}>{date}</time>}
      <span className="article-meta__reading">{words.articles.readingTime(entry.readingMinutes)}</span>
    </p>
  )
}

/** One article as a card: image, category, date, title, excerpt and a link to its page. */
export function ArticleCard({ entry, readMoreLabel, dateLabel, showDate = true, showExcerpt = true }: CardProps) {
  const { locale } = useWords()
  return (
    <article className="article-card">
      <div className="article-card__media">
        <ResponsiveImage
          image={entry.image}
          width={SHOWN_WIDTH.card}
          height={400}
          sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw"
        />
      </div>
      <div className="article-card__body">
        <ArticleMeta
          entry={entry}
          date={showDate ? (dateLabel ?? formatDate(entry.date, locale)) : undefined}
          linkCategory={Boolean(readMoreLabel)}
        />
        <h3 className="article-card__title">
          {readMoreLabel ? entry.title : <Link to={entry.path}>{entry.title}</Link>}
        </h3>
        {showExcerpt && <p className="article-card__excerpt">{entry.excerpt}</p>}
        {readMoreLabel && (
          <ActionLink to={entry.path} variant="text" className="article-card__more">
            {readMoreLabel}
            <span className="visually-hidden">: {entry.title}</span>
          </ActionLink>
        )}
      </div>
    </article>
  )
}

/** Article cards in a grid, each drawn as `card` says (the list's with dates and links, an article's related ones). */
export function ArticleGrid({ entries, ...card }: { entries: ArticleSummary[] } & Omit<CardProps, 'entry'>) {
  return (
    <ul className="article-grid">
      {entries.map((entry) => (
        <li key={entry.slug}>
          <ArticleCard entry={entry} {...card} />
        </li>
      ))}
    </ul>
  )
}

/** A featured article as a large card, then a grid of article cards. */
export function ArticleList({
  id,
  heading,
  intro,
  featuredLabel,
  featuredEntry,
  entries,
  dateLabel,
  readMoreLabel,
  pagination,
}: ArticleListProps) {
  const featuredId = useId()
  const words = useWords()
  return (
    <SectionFrame type="articleList" id={id} heading={heading} intro={intro}>
      {featuredEntry && (
        <article className="article-featured" aria-labelledby={featuredId}>
          <div className="article-featured__media">
            <ResponsiveImage
              image={featuredEntry.image}
              width={SHOWN_WIDTH.featured}
              height={800}
              sizes="(min-width: 900px) 55vw, 100vw"
            />
          </div>
          <div className="article-featured__body">
            <ArticleMeta
              entry={featuredEntry}
              date={dateLabel ?? formatDate(featuredEntry.date, words.locale)}
              label={featuredLabel}
            />
            <h3 id={featuredId} className="article-featured__title">
              {featuredEntry.title}
            </h3>
            <p>{featuredEntry.excerpt}</p>
            <ActionLink to={featuredEntry.path} variant="primary">
              {readMoreLabel}
              <span className="visually-hidden">: {featuredEntry.title}</span>
            </ActionLink>
          </div>
        </article>
      )}
      {/* A list with no article says so (a language none is translated into yet), never a heading over nothing. */}
      {!featuredEntry && !entries.length && <p className="article-list__none">{words.articles.none}</p>}
      {entries.length > 0 && <ArticleGrid entries={entries} readMoreLabel={readMoreLabel} dateLabel={dateLabel} />}
      {pagination && (
        <Pagination
          {...pagination}
          label={words.articles.pages}
          newer={words.articles.newer}
          older={words.articles.older}
          end={words.articles.end}
        />
      )}
    </SectionFrame>
  )
}
