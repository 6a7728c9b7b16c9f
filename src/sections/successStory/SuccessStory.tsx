import { useId } from 'react'
import type { SuccessStoryProps } from './section.ts'
import { SideImage } from '../shared/SideImage.tsx'
import { useWords } from '../../ui/words/use-words.ts'

/** A client case: challenge, solution, big result figures and an optional quote. */
export function SuccessStory({
  id,
  heading,
  title,
  client,
  challenge,
  solution,
  results,
  quote,
  image,
}: SuccessStoryProps) {
  const headingId = useId()
  const say = useWords().story
  return (
    <section id={id} className="section section--successStory" aria-labelledby={headingId}>
      <div className="container">
        <header className="section__head">
          <h2 id={headingId}>{heading ?? say.heading}</h2>
        </header>
        <article className={`story${image ? ' story--has-image' : ''}`}>
          {image && (
            <SideImage image={image} className="story__media" sizes="(min-width: 900px) 40vw, 100vw" quality={70} />
          )}
          <div className="story__body">
            <h3 className="story__title">{title}</h3>
            <p className="story__client">{client}</p>
            <div className="story__case">
              <div>
                <h4>{say.challenge}</h4>
                <p>{challenge}</p>
              </div>
              <div>
                <h4>{say.solution}</h4>
                <p>{solution}</p>
              </div>
            </div>
            <h4 className="visually-hidden">{say.results}</h4>
            <ul className="story__results">
              {results.map((r, i) => (
                <li key={i} className="story__result">
                  <strong className="story__value">{r.value}</strong> <span className="story__label">{r.label}</span>
                </li>
              ))}
            </ul>
            {quote && (
              <figure className="story__quote">
                <blockquote>
                  <p>{quote.text}</p>
                </blockquote>
                <figcaption>
                  <span className="story__author">{quote.author}</span>, {quote.role}
                </figcaption>
              </figure>
            )}
          </div>
        </article>
      </div>
    </section>
  )
}
