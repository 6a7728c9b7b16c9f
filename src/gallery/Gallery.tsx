import { Suspense } from 'react'
import { SectionList } from '../app/SectionList.tsx'
import { ExampleProblems } from './ExampleProblems.tsx'
import type { GalleryData, GalleryItem, GallerySectionType } from './gallery-data.ts'
import { GuideLink } from './GuideLink.tsx'
import { IconSet } from './IconSet.tsx'

/** The anchor of a section type in the gallery (a section's own `id:` is lowercase, so it never collides). */
const galleryAnchor = (type: string) => `gallery-${type}`

/** The section gallery (npm run dev, /_gallery): every section type from its examples, the YAML beside each. */
export function Gallery({ data }: { data: GalleryData }) {
  return (
    <div className="gallery">
      <header className="gallery__header">
        <h1>Section gallery</h1>
        <p>
          Every section type a page can use, rendered from its examples exactly as a page shows it, with the YAML to
          write in a page’s <code>sections:</code> list beside it. Only <code>npm run dev</code> has this page.
        </p>
        <nav aria-label="Section types">
          <ul className="gallery__toc">
            {data.types.map(({ type, items }) => (
              <li key={type}>
                <a href={`#${galleryAnchor(type)}`}>{type}</a> <span>({items.length})</span>
              </li>
            ))}
            <li>
              <a href="#gallery-icons">Icons</a> <span>({data.icons.length})</span>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className="gallery__main">
        {data.problems.length > 0 && (
          <ExampleProblems
            problems={data.problems}
            title="The gallery cannot show every example: the content has errors"
          />
        )}
        {data.types.map((t) => (
          <SectionType key={t.type} entry={t} />
        ))}
        <section className="gallery-type" id="gallery-icons" aria-labelledby="gallery-icons-title">
          <div className="gallery-type__head">
            <h2 id="gallery-icons-title">Icons</h2>
            <p>
              The names an <code>icon:</code> field takes (cards, process steps, success stories), each under its
              picture.
            </p>
            {data.iconsGuideLine && <GuideLink line={data.iconsGuideLine} topic="the icons" />}
          </div>
          <IconSet icons={data.icons} />
        </section>
      </main>
    </div>
  )
}

function SectionType({ entry: { type, description, items, guideLine } }: { entry: GallerySectionType }) {
  const id = galleryAnchor(type)
  return (
    <section className="gallery-type" id={id} aria-labelledby={`${id}-title`}>
      <div className="gallery-type__head">
        <h2 id={`${id}-title`}>{type}</h2>
        <p>{description}.</p>
        {guideLine && <GuideLink line={guideLine} topic={type} />}
      </div>
      {items.map((item, i) => (
        <Example key={i} item={item} id={`${id}-${i + 1}`} type={type} />
      ))}
    </section>
  )
}

function Example({ item, id, type }: { item: GalleryItem; id: string; type: string }) {
  const errors = item.problems.some((p) => p.severity === 'error')
  return (
    <article className="gallery-item" id={id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="gallery-item__title">
        {type}: {item.label}
      </h3>
      <div className="gallery-item__body">
        <div className="gallery-item__preview">
          {item.problems.length > 0 && (
            <ExampleProblems
              problems={item.problems}
              title={errors ? 'This example does not pass the content lint, so it is not shown' : 'The lint warns'}
            />
          )}
          {item.section && (
            <Suspense fallback={<p className="gallery-item__loading">Loading the {type} section…</p>}>
              <SectionList sections={[item.section]} />
            </Suspense>
          )}
        </div>
        <pre className="gallery-item__yaml" tabIndex={0} aria-label={`YAML of ${type}: ${item.label}`}>
          <code>{item.yaml}</code>
        </pre>
      </div>
    </article>
  )
}
