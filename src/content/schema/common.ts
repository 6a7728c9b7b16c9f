import Type from 'typebox'

/** A string restricted to `values`, emitted as a plain JSON Schema `enum` (clear errors, editor completion). */
export function StringEnum<const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options })
}

/** Non-empty, trimmed text. */
export function Text(description: string, options: Record<string, unknown> = {}) {
  return Type.String({ minLength: 1, pattern: '\\S', description, ...options })
}

export const URL_PATTERN =
  '^(/(?!/)[^\\s]*|#[A-Za-z][\\w-]*|https://[^\\s/]+\\.[^\\s]+|mailto:[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}|tel:\\+?[0-9][0-9 ()-]{5,})$'
export const URL_HINT = 'use an internal path such as /contact, an https:// address, a mailto: or a tel: link'

/** A link target: internal path, https:, mailto: or tel:. Internal paths are also checked against the routes. */
export const Url = Type.String({
  pattern: URL_PATTERN,
  description: 'Link target: an internal path (/services/sap-basis), an https:// URL, mailto:name@host or tel:+1…',
  patternErrorMessage: `must be a safe link: ${URL_HINT}`,
})

export const ImageUrl = Type.String({
  pattern: '^(https://[^\\s/]+\\.[^\\s]+|/(?!/)[^\\s]+)$',
  description: 'Image address: an https:// URL (stock photos get responsive sizes) or a path under public/',
  patternErrorMessage: 'must be an https:// image address or a path starting with /',
})

export const Image = Type.Object(
  {
    src: ImageUrl,
    alt: Type.String({ description: 'What the image shows, for screen readers. Empty only when decorative is true.' }),
    decorative: Type.Optional(
      Type.Boolean({ description: 'true when the image adds nothing a reader needs; alt may then be empty' }),
    ),
  },
  {
    additionalProperties: false,
    description: 'An image with its alternative text',
    if: { properties: { decorative: { type: 'boolean', const: true } }, required: ['decorative'] },
    else: {
      properties: {
        alt: {
          type: 'string',
          minLength: 1,
          pattern: '\\S',
          patternErrorMessage: 'must describe the image (or set decorative: true)',
        },
      },
    },
  },
)
export type Image = Type.Static<typeof Image>

export const Action = Type.Object(
  {
    label: Text('Visible link text'),
    to: Url,
    variant: Type.Optional(
      StringEnum(['primary', 'secondary', 'outline', 'text'] as const, {
        description: 'Button style; default primary',
      }),
    ),
    context: Type.Optional(
      Text(
        'Words only screen readers and search engines get after the label, when the label alone is vague ("Learn More" → "about our services")',
      ),
    ),
  },
  { additionalProperties: false, description: 'A link shown as a button or text link' },
)
export type Action = Type.Static<typeof Action>

export const Actions = Type.Array(Action, { description: 'Buttons or links, in order', maxItems: 4 })

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
export const Icon = StringEnum(ICONS, { description: 'Name of a built-in line icon' })
export type IconName = (typeof ICONS)[number]

/** Article-style body: each block is a paragraph, a `## heading` or a `- bullet` list (items on separate lines). */
export const Blocks = Type.Array(Text('A block: "## Heading", "- item" lines for a bullet list, or a paragraph'), {
  minItems: 1,
  description:
    'Body blocks. "## " starts a heading, "- " starts a bullet list (one item per line), anything else is a paragraph',
})

export const Heading = Type.Optional(Text('Section heading (h2)'))
export const Intro = Type.Optional(Text('Short text under the heading'))
export const Anchor = Type.Optional(
  Type.String({
    pattern: '^[a-z][a-z0-9-]*$',
    description: 'Id for in-page links (#id)',
    patternErrorMessage: 'must be lowercase letters, digits and hyphens',
  }),
)
