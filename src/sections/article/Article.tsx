import { useEffect, useId, useState } from 'react'
import type { ArticleProps } from './section.ts'
import { NewsletterForm } from '../../forms/NewsletterForm.tsx'
import { SiteLink as Link } from '../../ui/SiteLink.tsx'
import { ArticleGrid, CategoryName } from '../articleList/ArticleList.tsx'
import { formatDate } from '../../lib/format-date.ts'
import { useWords } from '../../ui/words/use-words.ts'
import { Markdown } from '../../ui/Markdown.tsx'
import * as icons from '../../ui/icon-paths.ts'
import { LineIcon } from '../../ui/LineIcon.tsx'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx'

const STATUS_MS = 4000

/** "Jane Q. Doe" → "JD": the first letters of the first and last words. */
const initials = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words
  return letters.map((w) => [...w][0]!.toUpperCase()).join('')
}

/** The article of the current route: hero, body, share row, related articles and a newsletter box. */
export function Article({
  entry,
  url,
  readingMinutes,
  categoryPath,
  relatedEntries,
  related,
  shareHeading,
  relatedHeading,
  newsletterHeading,
  newsletterText,
}: ArticleProps) {
  const ids = useId()
  const words = useWords()
  const say = words.articles
  const [status, setStatus] = useState('')

  useEffect(() => {
    if (!status) return
    const timer = setTimeout(() => setStatus(''), STATUS_MS)
    return () => clearTimeout(timer)
  }, [status])

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url)
      setStatus(say.linkCopied)
    } catch {
      // No clipboard (insecure context, denied permission): show the address so it can be copied by hand.
      setStatus(say.copyThis(url))
    }
  }

  const linkedIn = `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`
  const mail = `mailto:?subject=${encodeURIComponent(entry.title)}&body=${encodeURIComponent(url)}`
  const relatedShown = relatedEntries.slice(0, related)

  return (
    <article className="article" aria-labelledby={`${ids}-title`}>
      <header className="article-hero">
        <ResponsiveImage
          image={entry.image}
          width={SHOWN_WIDTH.fullBleed}
          height={900}
          sizes="100vw"
          priority
          className="article-hero__image"
        />
        <div className="article-hero__overlay">
          <div className="container article-hero__content">
            <p>
              <Link to={categoryPath} className="article-hero__category">
                <CategoryName category={entry.category} />
              </Link>
            </p>
            <h1 id={`${ids}-title`}>{entry.title}</h1>
            <div className="article-byline">
              {entry.authorImage ? (
                <ResponsiveImage
                  image={entry.authorImage}
                  width={96}
                  height={96}
                  sizes="56px"
                  className="article-byline__photo"
                />
              ) : (
                // No photo: the author's initials in the photo's circle (the name is read beside it).
                <span className="article-byline__photo article-byline__initials" aria-hidden="true">
                  {initials(entry.author)}
                </span>
              )}
              <p>
                <span className="article-byline__author">{entry.author}</span>
                <span className="article-byline__role">{entry.authorRole}</span>
                <time dateTime={entry.date}>{formatDate(entry.date, words.locale)}</time>
                <span className="article-byline__reading">{say.readingTime(readingMinutes)}</span>
              </p>
            </div>
          </div>
        </div>
      </header>

      <div className="container article-layout">
        <div className="article-body">
          <Markdown tree={entry.body} />
        </div>

        {/* Search indexes the article itself: its share buttons and related cards would match other articles' words. */}
        <section className="article-share" aria-labelledby={`${ids}-share`} data-pagefind-ignore="all">
          <h2 id={`${ids}-share`} className="article-share__heading">
            {shareHeading}
          </h2>
          <ul className="article-share__list">
            <li>
              <button type="button" className="button button--outline" onClick={copyLink}>
                <LineIcon d={icons.link} />
                {say.copyLink}
              </button>
            </li>
            <li>
              <a className="button button--outline" href={linkedIn} target="_blank" rel="noopener noreferrer">
                <LineIcon d={icons.users} />
                {say.shareLinkedIn}
                <span className="visually-hidden">{words.opensInNewTab}</span>
              </a>
            </li>
            <li>
              <a className="button button--outline" href={mail}>
                <LineIcon d={icons.mail} />
                {say.shareEmail}
              </a>
            </li>
          </ul>
          <p role="status" className="article-share__status">
            {status}
          </p>
        </section>
      </div>

      {relatedShown.length > 0 && (
        <section className="section article-related" aria-labelledby={`${ids}-related`} data-pagefind-ignore="all">
          <div className="container">
            <h2 id={`${ids}-related`}>{relatedHeading}</h2>
            <ArticleGrid entries={relatedShown} showDate={false} showExcerpt={false} />
          </div>
        </section>
      )}

      {/* The same sign-up ends every article: its words would make every article a match for "newsletter". */}
      <div className="container article-newsletter" data-pagefind-ignore="all">
        <NewsletterForm
          heading={newsletterHeading}
          text={newsletterText}
          buttonLabel={say.subscribe}
          successMessage={say.subscribed}
          idPrefix={`${ids}-newsletter`}
        />
      </div>
    </article>
  )
}
