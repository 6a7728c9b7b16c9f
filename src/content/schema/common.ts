import Type, { type TSchema } from 'typebox'
import type { ImageRenditions } from '../../media/image-renditions.ts'
import type { MarkdownTree } from '../markdown/markdown-tree.ts'

/**
 * One of the values `labels` names, each with the words the studio's menu shows for it (`x-choice-labels`): the data
 * holds the value ("banner"), the editor reads its label ("Short strip").
 */
export function Labelled<const T extends Record<string, string>>(labels: T, options: Record<string, unknown> = {}) {
  return StringEnum(Object.keys(labels) as Extract<keyof T, string>[], { 'x-choice-labels': labels, ...options })
}

/** A string restricted to `values`, emitted as a plain JSON Schema `enum` (clear errors, editor completion). */
export function StringEnum<const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options })
}

/**
 * `schema` under another title: a shared field named for what it is where it is used (`Titled(Image, 'Logo')`).
 * The copy keeps everything else, TypeBox's own markers (optional) included.
 */
export function Titled<T extends TSchema>(schema: T, title: string): T {
  const copy = Object.create(Object.getPrototypeOf(schema), Object.getOwnPropertyDescriptors(schema)) as T
  return Object.assign(copy, { title })
}

/** Non-empty, trimmed text. The options give its `title` (the name an editor sees) and any further keywords. */
export function Text(description: string, options: Record<string, unknown> = {}) {
  return Type.String({ minLength: 1, pattern: '\\S', description, ...options })
}

/** The most a heading or a title holds: one line, even on a wide screen. */
export const ONE_LINE = 150

/** A heading or a title: text of one line (`x-one-line` names the fix when it is longer). */
export function Line(description: string, options: Record<string, unknown> = {}) {
  return Text(description, { maxLength: ONE_LINE, 'x-one-line': true, ...options })
}

export const URL_PATTERN =
  '^(/(?!/)[^\\s\\\\]*|#[A-Za-z][\\w-]*|https://[^\\s/]+\\.[^\\s]+|mailto:[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}|tel:\\+?[0-9][0-9 ()-]{5,})$'
export const URL_HINT = 'use an internal path such as /contact, an https:// address, a mailto: or a tel: link'

/**
 * What a link field may point at. The loader finds every field marked `x-link` (wherever it sits) and checks it:
 * `link` any safe target, `internal` a path of this site, `https` an absolute https:// address, `image` an image.
 */
export type LinkKind = 'link' | 'internal' | 'https' | 'image'

/** A link target: internal path, https:, mailto: or tel:. Internal paths are also checked against the routes. */
export const Url = Type.String({
  title: 'Link',
  pattern: URL_PATTERN,
  description: 'Link target: an internal path (/services/sap-basis), an https:// URL, mailto:name@host or tel:+1…',
  patternErrorMessage: `must be a safe link: ${URL_HINT}`,
  'x-link': 'link',
})

/** A path of this site (/careers): redirects and form destinations never leave the site. */
export const InternalPath = Type.String({
  title: 'Page of this site',
  pattern: '^/(?!/)[^\\s\\\\]*$',
  description: 'A path of this site, e.g. /careers',
  patternErrorMessage: 'must be a path of this site starting with one /, e.g. /careers',
  'x-link': 'internal',
})

/** An absolute https:// address (embedded maps, external sites). */
export function HttpsUrl(description: string, options: Record<string, unknown> = {}) {
  return Type.String({
    title: 'Web address',
    pattern: '^https://[^\\s/]+\\.[^\\s]+$',
    description,
    patternErrorMessage: 'must be a full https:// address',
    'x-link': 'https',
    ...options,
  })
}

export const ImageUrl = Type.String({
  title: 'Image',
  pattern: '^(https://[^\\s/]+\\.[^\\s]+|/(?![/\\\\])[^\\s\\\\]+)$',
  description:
    'Image address: an https:// URL (stock photos get responsive sizes), /media/<path> for pages/_media/, or a path under public/',
  patternErrorMessage: 'must be an https:// image address or a path starting with /',
  'x-link': 'image',
})

/** What a property of a collection's entries must hold to be shown in a given place: text, an image, an icon name. */
export type EntryPropertyKind = 'text' | 'image' | 'icon'

/**
 * The name of a property of the entries of the collection named by the `collection` property beside it, holding
 * `kind`: checked by the loader against that collection's declaration.
 */
export function EntryProperty(kind: EntryPropertyKind, description: string, options: Record<string, unknown> = {}) {
  return Type.String({ minLength: 1, description, 'x-entry-property': kind, ...options })
}

/** A reference to an entry of a collection, by id: checked by the loader wherever it sits. */
export function Ref(
  collection: string,
  description = `Id of an entry of the ${collection} collection`,
  options: Record<string, unknown> = {},
) {
  return Type.String({ minLength: 1, pattern: '\\S', description, 'x-ref': collection, ...options })
}

/**
 * One value of a choice list the site file keeps (`choices.<list>` in pages/_site.yaml), so editors change the list as
 * content: checked by the loader against the list, offered as a menu by the studio.
 */
export function Choice(list: string, description: string, options: Record<string, unknown> = {}) {
  return Type.String({ minLength: 1, pattern: '\\S', description, 'x-choices': list, ...options })
}

/**
 * Markdown text (CommonMark), written as a block scalar (`body: |`). The loader parses it at build time into a
 * block tree (the static type), checks its links and images, and refuses raw HTML.
 */
export function Markdown(description: string, options: Record<string, unknown> = {}) {
  return Type.Unsafe<MarkdownTree>({
    type: 'string',
    minLength: 1,
    pattern: '\\S',
    description,
    'x-markdown': true,
    ...options,
  })
}

const imageOptions = {
  title: 'Image',
  additionalProperties: false,
  description: 'An image with its alternative text',
  if: { properties: { decorative: { type: 'boolean', const: true } }, required: ['decorative'] },
  else: {
    required: ['alt'],
    properties: {
      alt: {
        title: 'Image description',
        type: 'string',
        minLength: 1,
        pattern: '\\S',
        patternErrorMessage: 'must describe the image (or set decorative: true)',
      },
    },
  },
}

export const Image = Type.Object(
  {
    src: ImageUrl,
    // Left out (or empty) only when decorative: the studio's form writes no empty description.
    alt: Type.Optional(
      Type.String({
        title: 'Image description',
        description: 'What the image shows, for screen readers. Required unless the image is decorative.',
      }),
    ),
    decorative: Type.Optional(
      Type.Boolean({
        title: 'Decorative only (no description needed)',
        description:
          'Yes (ticked) when the image is only decoration a reader loses nothing without: it then needs no description',
      }),
    ),
  },
  imageOptions,
)
/**
 * An image that its section shows at most `width` CSS pixels wide (the component's own width): a local image
 * narrower than that gets a warning, since it would be stretched on large screens.
 */
export function ImageShownAt(width: number, options: Record<string, unknown> = {}) {
  return Type.Object(
    { ...Image.properties, src: Type.String({ ...ImageUrl, 'x-shows': width }) },
    { ...imageOptions, ...options },
  )
}

/** An image as written, plus its renditions once the loader has planned them (local images in pages/_media/). */
export type Image = Type.Static<typeof Image> & { renditions?: ImageRenditions }

export const Action = Type.Object(
  {
    label: Text('Visible link text', { title: 'Button text' }),
    to: Url,
    variant: Type.Optional(
      Labelled(
        { primary: 'Filled, for the main action', secondary: 'Light', outline: 'Outlined', text: 'Text link' },
        { title: 'Button style', description: 'How the button looks; default: filled' },
      ),
    ),
    context: Type.Optional(
      Text(
        'Words only screen readers and search engines get after the label, when the label alone is vague ("Learn More" → "about our services")',
        { title: 'Extra words for screen readers' },
      ),
    ),
  },
  { title: 'Button', additionalProperties: false, description: 'A link shown as a button or text link' },
)
export type Action = Type.Static<typeof Action>

export const Actions = Type.Array(Action, { title: 'Buttons', description: 'Buttons or links, in order', maxItems: 4 })

export const ICONS = [
  'users',
  'briefcase',
  'chart',
  'cloud',
  'shield',
  'server',
  'cog',
  'clock',
  'target',
  'handshake',
  'lightbulb',
  'rocket',
  'check',
  'heart',
  'globe',
  'code',
  'database',
  'dollar',
  'book',
  'graduation',
  'home',
  'sparkles',
  'phone',
  'mail',
  'map',
  'link',
  'refresh',
  'layers',
  'cart',
  'factory',
  'bank',
  'cpu',
  'smartphone',
  'headset',
  'star',
  'award',
  'puzzle',
  'trend',
  'lock',
  'zap',
] as const
export const Icon = StringEnum(ICONS, { title: 'Icon', description: 'Name of a built-in line icon' })
export type IconName = (typeof ICONS)[number]

export const Heading = Type.Optional(Line('Section heading (h2)', { title: 'Heading' }))
export const Intro = Type.Optional(Text('Short text under the heading', { title: 'Introduction' }))
export const Anchor = Type.Optional(
  Type.String({
    title: 'Name for links to this section',
    pattern: '^[a-z][a-z0-9-]*$',
    description: 'Id for in-page links (#id)',
    patternErrorMessage: 'must be lowercase letters, digits and hyphens',
    'x-anchor': true,
  }),
)

/** The `type` of a section: the name that picks its schema and component. */
export function SectionType<const T extends string>(type: T) {
  return Type.Literal(type, { title: 'Section type' })
}
