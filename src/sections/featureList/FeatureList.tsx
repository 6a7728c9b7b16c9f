import { useId, type CSSProperties } from 'react'
import type { FeatureListProps } from './section.ts'
import { check } from '../../ui/icon-paths.ts'
import { LineIcon } from '../../ui/LineIcon.tsx'
import { MediaText } from '../shared/MediaText.tsx'

type Variant = 'check' | 'bullet' | 'numbered'

/** "Title: text" items show their title in bold; a colon far into a sentence is not a title. */
function Item({ text, variant }: { text: string; variant: Variant }) {
  const match = /^([^:]{1,60}):\s+([\s\S]+)$/.exec(text)
  return (
    <li className="features__item">
      {variant === 'check' && <LineIcon d={check} className="features__mark" />}
      <span>
        {match ? (
          <>
            <strong>{match[1]}:</strong> {match[2]}
          </>
        ) : (
          text
        )}
      </span>
    </li>
  )
}

function List({ items, variant, columns }: { items: string[]; variant: Variant; columns?: number }) {
  const ListTag = variant === 'numbered' ? 'ol' : 'ul'
  return (
    <ListTag
      className={`features features--${variant}`}
      style={columns ? ({ '--cols': columns } as CSSProperties) : undefined}
    >
      {items.map((item, i) => (
        <Item key={i} text={item} variant={variant} />
      ))}
    </ListTag>
  )
}

/** A checklist of short items, or several titled lists side by side. */
export function FeatureList({
  id,
  heading,
  intro,
  variant = 'check',
  columns = 2,
  tone = 'light',
  items,
  groups,
  image,
}: FeatureListProps) {
  const headingId = useId()
  return (
    <section
      id={id}
      className={`section section--featureList section--${tone}`}
      aria-labelledby={heading ? headingId : undefined}
    >
      <MediaText image={image}>
        {(heading || intro) && (
          <header className="section__head">
            {heading && <h2 id={headingId}>{heading}</h2>}
            {intro && <p className="section__intro">{intro}</p>}
          </header>
        )}
        {items && <List items={items} variant={variant} columns={image ? 1 : columns} />}
        {groups && (
          <div className="feature-groups" style={{ '--groups': Math.min(groups.length, 3) } as CSSProperties}>
            {groups.map((group, i) => (
              <div key={i} className="feature-group">
                <h3>{group.title}</h3>
                {group.text && <p>{group.text}</p>}
                <List items={group.items} variant={variant} />
              </div>
            ))}
          </div>
        )}
      </MediaText>
    </section>
  )
}
