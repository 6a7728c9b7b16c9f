import { useState, type MouseEvent } from 'react'
import type { CardGridProps } from './section.ts'
import { SectionFrame } from '../shared/SectionFrame.tsx'
import { ActionLink } from '../../ui/ActionLink.tsx'
import { LineIcon } from '../../ui/LineIcon.tsx'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx'

type Card = NonNullable<CardGridProps['items']>[number]
type Variant = NonNullable<CardGridProps['variant']>

function CardLink({ link, title }: { link: NonNullable<Card['link']>; title: string }) {
  return (
    <p className="card__action">
      <ActionLink to={link.to} variant={link.variant ?? 'text'} context={link.context ?? title}>
        {link.label}
      </ActionLink>
    </p>
  )
}

function CardBody({ card }: { card: Card }) {
  return (
    <>
      <h3 className="card__title">{card.title}</h3>
      {card.text && <p className="card__text">{card.text}</p>}
      {card.points && card.points.length > 0 && (
        <ul className="card__points">
          {card.points.map((point, i) => (
            <li key={i}>{point}</li>
          ))}
        </ul>
      )}
    </>
  )
}

/**
 * A flip card: hover (with a real pointer), keyboard focus inside it, or a tap turns it over. Both faces stay
 * in the accessibility tree, so the back text and its link are read and reachable like any other content.
 */
function FlipCard({ card }: { card: Card }) {
  const [flipped, setFlipped] = useState(false)
  // The tap toggle only shows on touch screens (CSS); a tap on the link itself just follows it.
  const onClick = (event: MouseEvent<HTMLLIElement>) => {
    if (!(event.target as Element).closest('a')) setFlipped((f) => !f)
  }
  return (
    <li className={`card flip${flipped ? ' is-flipped' : ''}`} onClick={onClick}>
      <div className="flip__inner">
        <div className="flip__face flip__front">
          {card.iconPath && (
            <span className="card__icon">
              <LineIcon d={card.iconPath} />
            </span>
          )}
          <CardBody card={card} />
        </div>
        <div className="flip__face flip__back">
          {/* The title again, for sighted readers of the back; assistive tech already read it on the front. */}
          <p className="flip__title" aria-hidden="true">
            {card.title}
          </p>
          {card.back && <p className="flip__text">{card.back}</p>}
          {card.link && <CardLink link={card.link} title={card.title} />}
        </div>
      </div>
    </li>
  )
}

function imageSizes(columns: number) {
  return `(min-width: 1024px) ${Math.round(100 / columns)}vw, (min-width: 640px) 50vw, 100vw`
}

function PlainCard({ card, variant, columns }: { card: Card; variant: Variant; columns: number }) {
  return (
    <li className="card">
      {variant === 'image' && card.image && (
        <div className="card__media">
          <ResponsiveImage
            image={card.image}
            width={SHOWN_WIDTH.card}
            height={400}
            sizes={imageSizes(columns)}
            quality={70}
          />
        </div>
      )}
      {variant === 'logo' && card.image && (
        <div className="card__logo">
          <ResponsiveImage image={card.image} width={SHOWN_WIDTH.logo} height={64} sizes="160px" />
        </div>
      )}
      {variant !== 'image' && variant !== 'logo' && variant !== 'plain' && card.iconPath && (
        <span className="card__icon">
          <LineIcon d={card.iconPath} />
        </span>
      )}
      <div className="card__body">
        <CardBody card={card} />
        {card.link && <CardLink link={card.link} title={card.title} />}
      </div>
    </li>
  )
}

/** A grid of cards (photo, icon, plain text, logo or flip), each an h3 with optional points and link. */
export function CardGrid({
  id,
  eyebrow,
  heading,
  intro,
  variant = 'icon',
  columns = 3,
  tone = 'light',
  items = [],
}: CardGridProps) {
  return (
    <SectionFrame type="cardGrid" id={id} eyebrow={eyebrow} heading={heading} intro={intro} tone={tone}>
      <ul className={`cards cards--${variant} cards--cols-${columns}`}>
        {items.map((card, i) =>
          variant === 'flip' ? (
            <FlipCard key={i} card={card} />
          ) : (
            <PlainCard key={i} card={card} variant={variant} columns={columns} />
          ),
        )}
      </ul>
    </SectionFrame>
  )
}
