import Type from 'typebox'
import { Action, HttpsUrl, Image, StringEnum, Text, Url } from './common.ts'

const Link = Type.Object(
  { label: Text('Link text'), to: Url },
  { additionalProperties: false, description: 'A link: label and target' },
)
const Ms = (description: string) => Type.Integer({ minimum: 0, maximum: 60000, description })

export const FORM_NAMES = ['consultation', 'contact', 'newsletter', 'application'] as const
export type FormName = (typeof FORM_NAMES)[number]
const Delivery = StringEnum(['local', 'netlify', 'endpoint'] as const, {
  description:
    "Where submissions go. local: nowhere, the values are only written to the browser console (the spec's behaviour); netlify: Netlify Forms (the site must be hosted on Netlify); endpoint: POSTed to `endpoint` (Formspree, Getform, your own server)",
})
const ENDPOINT_DESCRIPTION =
  'Address the forms POST to, e.g. https://formspree.io/f/abcd; http:// only for 127.0.0.1 or localhost (tests)'
const Endpoint = Type.String({
  pattern: '^(https://[^\\s/?#@]+\\.[^\\s/?#@]+(/\\S*)?|http://(127\\.0\\.0\\.1|localhost)(:\\d{1,5})?(/\\S*)?)$',
  description: ENDPOINT_DESCRIPTION,
  patternErrorMessage: 'must be an https:// address (http:// only for 127.0.0.1 or localhost)',
})
/** "When delivery is endpoint, endpoint is required", for the forms block and for each override. */
const endpointWhenDelivered = {
  if: { properties: { delivery: { const: 'endpoint' } }, required: ['delivery'] },
  then: { properties: { endpoint: { description: ENDPOINT_DESCRIPTION } }, required: ['endpoint'] },
}
const FormOverride = Type.Object(
  { delivery: Type.Optional(Delivery), endpoint: Type.Optional(Endpoint) },
  {
    additionalProperties: false,
    description: "This form's own delivery; its endpoint defaults to the one of the forms block",
  },
)
const Forms = Type.Object(
  {
    delivery: Type.Optional(Delivery),
    endpoint: Type.Optional(Endpoint),
    maxResumeMb: Type.Optional(
      Type.Number({
        minimum: 0.1,
        maximum: 25,
        description:
          'Largest resume a visitor may attach, in MB (default 5; Netlify Forms accepts at most 8 MB per submission)',
      }),
    ),
    timeoutSeconds: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 120,
        description: 'How long a form waits for the receiver before it offers Retry, in seconds (default 15)',
      }),
    ),
    overrides: Type.Optional(
      Type.Object(
        Object.fromEntries(FORM_NAMES.map((name) => [name, Type.Optional(FormOverride)])) as Record<
          FormName,
          Type.TOptional<typeof FormOverride>
        >,
        {
          additionalProperties: false,
          description:
            'Per-form delivery, by form name: consultation (home), contact (contact page), newsletter (insights and articles), application (job pages)',
        },
      ),
    ),
  },
  {
    additionalProperties: false,
    description: 'How the forms deliver what visitors send; without this block they behave as the spec says (local)',
    allOf: [
      endpointWhenDelivered,
      // Without a shared endpoint, an override that delivers to an endpoint must name its own.
      {
        if: { not: { required: ['endpoint'] } },
        then: {
          properties: {
            overrides: { type: 'object', additionalProperties: { type: 'object', ...endpointWhenDelivered } },
          },
        },
      },
    ],
  },
)
export type FormsSettings = Type.Static<typeof Forms>

export const siteSchema = Type.Object(
  {
    origin: Type.String({
      pattern: '^https://[^/\\s]+$',
      description:
        'Public origin of the site, for canonical URLs and the sitemap (no trailing slash). SITE_ORIGIN overrides it at build time',
      patternErrorMessage: 'must be https://host with no path or trailing slash',
    }),
    company: Type.Object(
      {
        name: Text('Company name, used in titles, the splash and the footer'),
        blurb: Text('One or two sentences about the company, shown in the footer'),
        email: Type.String({
          pattern: '^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}$',
          description: 'Public e-mail address',
          patternErrorMessage: 'must be an e-mail address',
        }),
        phone: Type.String({
          pattern: '^\\+1 \\(\\d{3}\\) \\d{3}-\\d{4}$',
          description: 'Phone as shown, e.g. +1 (512) 555-0147',
          patternErrorMessage: 'must look like +1 (512) 555-0147',
        }),
        address: Type.Object(
          {
            street: Text('Street and suite'),
            city: Text('City'),
            region: Text('State code, e.g. TX'),
            postalCode: Type.String({ pattern: '^\\d{5}$', description: 'ZIP code' }),
            country: Text('Country code, e.g. US'),
          },
          { additionalProperties: false, description: 'Office address (shown in the footer and on the contact page)' },
        ),
        mapUrl: Url,
        mapEmbedUrl: HttpsUrl('Address of the embedded map (iframe)'),
        website: Url,
        professionalNetwork: Link,
        hours: Text('Short opening hours, e.g. Mon-Fri, 9am-6pm EST'),
        hoursDetailed: Type.Array(Text('A line of the detailed opening hours'), {
          minItems: 1,
          description: 'Opening hours on the contact page, one line each',
        }),
        replyPromise: Text("When we answer, e.g. We'll respond within 24 hours"),
        logo: Type.Optional(Image),
      },
      { additionalProperties: false, description: 'Facts about the company, written only here' },
    ),
    seo: Type.Object(
      {
        defaultTitle: Text('Title of the home page and fallback title'),
        description: Text('Fallback meta description'),
        keywords: Type.Array(Text('Keyword'), { minItems: 1, description: 'Fallback meta keywords' }),
        image: Image,
      },
      { additionalProperties: false, description: 'Defaults for titles, descriptions and share images' },
    ),
    navigation: Type.Object(
      {
        links: Type.Array(Link, { minItems: 1, maxItems: 9, description: 'Main links of the header' }),
        cta: Action,
        search: Type.Optional(
          Type.Object(
            { label: Text('Name of the search link (its icon is a magnifier), read by screen readers'), to: Url },
            { additionalProperties: false, description: 'The search page, linked by a magnifier beside the menu' },
          ),
        ),
      },
      { additionalProperties: false, description: 'The header: main links, the call-to-action button and search' },
    ),
    footer: Type.Object(
      {
        quickLinksHeading: Text('Heading of the quick links'),
        quickLinks: Type.Array(Link, { minItems: 1, description: 'Quick links of the footer' }),
        columns: Type.Array(
          Type.Object(
            {
              heading: Text('Heading of the column'),
              collection: Type.String({
                minLength: 1,
                description: 'Collection whose entries marked footer: true are listed, in collection order',
                'x-collection': true,
              }),
            },
            { additionalProperties: false, description: 'A column of links to the entries of a collection' },
          ),
          { description: 'Link columns filled from collections (services, industries)' },
        ),
        contactHeading: Text('Heading of the contact column'),
        copyright: Text('Text after "© {year} {company}."'),
      },
      { additionalProperties: false, description: 'The footer columns' },
    ),
    timing: Type.Object(
      {
        splashMs: Ms('How long the splash shows on first load'),
        loadDelayMs: Ms('Simulated loading time of job and article pages'),
        contactResetMs: Ms('How long the contact page thank-you box stays'),
        headerScrollThreshold: Type.Integer({
          minimum: 0,
          description: 'Pixels of scroll after which the header turns solid',
        }),
      },
      { additionalProperties: false, description: 'Timings and thresholds of the shell, in milliseconds and pixels' },
    ),
    forms: Type.Optional(Forms),
  },
  {
    additionalProperties: false,
    description: 'What every page shares (pages/_site.yaml)',
  },
)
export type Site = Type.Static<typeof siteSchema>
