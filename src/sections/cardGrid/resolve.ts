import type { Static } from 'typebox'
import type { Entry } from '../../content/collection.ts'
import type { Content } from '../../content/load-content.ts'
import type { Image, IconName } from '../../content/schema/common.ts'
import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { Industry, Service } from '../../firm/collections.ts'
import { ICON_PATHS } from '../../ui/icon-paths.ts'
import type { schema } from './schema.ts'
import { wordsFor } from '../../ui/words/words-for.ts'

type CardGridSection = Static<typeof schema>
/** A card as the component gets it: with the path of its icon. */
export type CardGridCard = NonNullable<CardGridSection['items']>[number] & { iconPath?: string }
export type CardGridProps = CardGridSection & { items: CardGridCard[] }

/**
 * Cards from the services or industries collection (all of them in collection order, or the ids given), or from any
 * collection (`source`: the properties that fill each card).
 */
export function resolveCardGrid(section: CardGridSection, { content }: ResolveContext): CardGridProps {
  const label = section.linkLabel ?? wordsFor(content.lang).cards.learnMore
  const pick = <T extends Entry>(name: string, ids: 'all' | string[]): T[] => {
    const all = entriesOf<T>(content, name)
    // An id the public site lacks (a draft, an entry not yet published) shows no card.
    return ids === 'all' ? all : ids.flatMap((id) => all.find((e) => e.id === id) ?? [])
  }
  const card = (title: string, e: Service | Industry): CardGridCard => ({
    title,
    text: e.description,
    image: e.image,
    icon: e.icon,
    link: { label, to: e.path, variant: 'text' },
  })
  const items = section.services
    ? pick<Service>('services', section.services).map((s) => card(s.title, s))
    : section.industries
      ? pick<Industry>('industries', section.industries).map((i) => card(i.name, i))
      : section.source
        ? sourceCards(section.source, label, content)
        : (section.items ?? [])
  // The page carries the path of each icon it shows, so no page's JavaScript holds the whole icon set.
  return { ...section, items: items.map((c) => (c.icon ? { ...c, iconPath: ICON_PATHS[c.icon] } : c)) }
}

/** Each entry of `source.collection` as a card; it links to its page, or to the link its collection declares. */
function sourceCards(source: NonNullable<CardGridSection['source']>, label: string, content: Content): CardGridCard[] {
  const def = content.registry[source.collection]
  const entries = entriesOf<Record<string, unknown> & Entry>(content, source.collection).slice(0, source.limit)
  const field = <T>(entry: Record<string, unknown>, key: string | undefined) =>
    key === undefined ? undefined : (entry[key] as T | undefined)
  return entries.map((e) => {
    const to = e.path ?? field<string>(e, def?.link?.to)
    const text = field<string>(e, source.text)
    const image = field<Image>(e, source.image)
    const icon = field<IconName>(e, source.icon)
    return {
      title: String(e[source.title]),
      ...(text ? { text } : {}),
      ...(image ? { image } : {}),
      ...(icon ? { icon } : {}),
      ...(to ? { link: { label, to, variant: 'text' as const } } : {}),
    }
  })
}
