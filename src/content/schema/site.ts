import Type from 'typebox'
import { Action, HttpsUrl, Image, StringEnum, Text, Titled, Url } from './common.ts'

const Link = Type.Object(
  { label: Text('Link text', { title: 'Link text' }), to: Url },
  { title: 'Link', additionalProperties: false, description: 'A link: label and target' },
)
const Ms = (title: string, description: string) => Type.Integer({ minimum: 0, maximum: 60000, title, description })

/** A language's code as `languages` lists it: the start of its addresses and the end of its files' names. */
export const LANGUAGE_CODE = '^[a-z]{2,3}(-[a-z0-9]{2,8})?$'
export const FORM_NAMES = ['consultation', 'contact', 'newsletter', 'application'] as const
export type FormName = (typeof FORM_NAMES)[number]
/** Each form as an editor knows it. */
const FORM_TITLES: Record<FormName, string> = {
  consultation: 'Consultation form (home page)',
  contact: 'Contact form (contact page)',
  newsletter: 'Newsletter signup',
  application: 'Job application form',
}
const Delivery = StringEnum(['local', 'netlify', 'endpoint', 'server'] as const, {
  title: 'Where submissions go',
  description:
    "Where submissions go. local: nowhere, the values are only written to the browser console (the spec's behaviour); netlify: Netlify Forms (the site must be hosted on Netlify); endpoint: POSTed to `endpoint` (Formspree, Getform, your own server); server: to this site's own server (npm run live), read in the team studio's inbox",
})
const ENDPOINT_DESCRIPTION =
  'Address the forms POST to, e.g. https://formspree.io/f/abcd; http:// only for 127.0.0.1 or localhost (tests)'
const Endpoint = Type.String({
  title: 'Address submissions are sent to',
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
  {
    delivery: Type.Optional(Delivery),
    endpoint: Type.Optional(Endpoint),
    notify: Type.Optional(
      Type.String({
        title: 'Who is told of each submission',
        pattern: '^[^\\s@,;<>"]+@[^\\s@,;<>"]+\\.[A-Za-z]{2,}$',
        description:
          "E-mail address told of each submission when the form delivers to the server (default: the company's e-mail address)",
        patternErrorMessage: 'must be an e-mail address',
      }),
    ),
    retentionDays: Type.Optional(
      Type.Integer({
        title: 'Days a submission is kept',
        minimum: 1,
        maximum: 3650,
        description:
          'With delivery: server, days a submission is kept after the last change to it, then deleted by the server (default: application 180, consultation and contact 365, newsletter until deleted)',
      }),
    ),
    privacyNote: Type.Optional(
      Text(
        'With delivery: server, the text under the form saying how long what is sent is kept and how to withdraw it (a sensible one is shown without it)',
        { title: 'Privacy note under the form' },
      ),
    ),
  },
  {
    title: 'Delivery of this form',
    additionalProperties: false,
    description:
      "This form's own delivery; its endpoint defaults to the one of the forms block. notify, retentionDays and privacyNote apply with delivery: server",
  },
)
const Forms = Type.Object(
  {
    delivery: Type.Optional(Delivery),
    endpoint: Type.Optional(Endpoint),
    maxResumeMb: Type.Optional(
      Type.Number({
        title: 'Largest resume (MB)',
        minimum: 0.1,
        maximum: 25,
        description:
          'Largest resume a visitor may attach, in MB (default 5; Netlify Forms accepts at most 8 MB per submission)',
      }),
    ),
    timeoutSeconds: Type.Optional(
      Type.Integer({
        title: 'Wait before offering Retry (seconds)',
        minimum: 1,
        maximum: 120,
        description: 'How long a form waits for the receiver before it offers Retry, in seconds (default 15)',
      }),
    ),
    overrides: Type.Optional(
      Type.Object(
        Object.fromEntries(
          FORM_NAMES.map((name) => [name, Type.Optional(Titled(FormOverride, FORM_TITLES[name]))]),
        ) as Record<FormName, Type.TOptional<typeof FormOverride>>,
        {
          title: 'Delivery per form',
          additionalProperties: false,
          description:
            'Per-form delivery, by form name: consultation (home), contact (contact page), newsletter (insights and articles), application (job pages)',
        },
      ),
    ),
  },
  {
    title: 'Forms',
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
      title: 'Website address',
      pattern: '^https://[^/\\s]+$',
      description:
        'Public origin of the site, for canonical URLs and the sitemap (no trailing slash). SITE_ORIGIN overrides it at build time',
      patternErrorMessage: 'must be https://host with no path or trailing slash',
    }),
    timeZone: Type.Optional(
      Type.String({
        title: 'Time zone',
        pattern: '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$',
        description:
          'Time zone of the times to go live and be taken down written in the content, and of the day a job closes at the end of, e.g. America/Chicago; default UTC',
        patternErrorMessage: 'must be a time zone name such as America/Chicago or Europe/London',
      }),
    ),
    languages: Type.Optional(
      Type.Array(
        Type.Object(
          {
            code: Type.String({
              title: 'Language code',
              pattern: LANGUAGE_CODE,
              description:
                "Short code of the language, e.g. en or es: the start of its addresses (/es/…) and the end of its translations' file names",
              patternErrorMessage: 'must be a language code in lowercase, e.g. en, es or pt-br',
            }),
            name: Text('Name of the language in itself, for the language switch, e.g. Español', {
              title: 'Language name',
            }),
          },
          { title: 'Language', additionalProperties: false, description: 'A language the site is written in' },
        ),
        {
          minItems: 1,
          title: 'Languages',
          description:
            'The languages of the site, the main one first (its pages are at / as always); each other one gets its translated pages under /<code>/',
        },
      ),
    ),
    company: Type.Object(
      {
        name: Text('Company name, used in titles, the splash and the footer', { title: 'Company name' }),
        blurb: Text('One or two sentences about the company, shown in the footer', {
          title: 'About the company (footer)',
        }),
        email: Type.String({
          title: 'E-mail address',
          pattern: '^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}$',
          description: 'Public e-mail address',
          patternErrorMessage: 'must be an e-mail address',
        }),
        phone: Type.String({
          title: 'Phone number',
          pattern: '^\\+1 \\(\\d{3}\\) \\d{3}-\\d{4}$',
          description: 'Phone as shown, e.g. +1 (512) 555-0147',
          patternErrorMessage: 'must look like +1 (512) 555-0147',
        }),
        address: Type.Object(
          {
            street: Text('Street and suite', { title: 'Street' }),
            city: Text('City', { title: 'City' }),
            region: Text('State code, e.g. TX', { title: 'State' }),
            postalCode: Type.String({ pattern: '^\\d{5}$', title: 'ZIP code', description: 'ZIP code' }),
            country: Text('Country code, e.g. US', { title: 'Country' }),
          },
          {
            title: 'Office address',
            additionalProperties: false,
            description: 'Office address (shown in the footer and on the contact page)',
          },
        ),
        mapUrl: Titled(Url, 'Map link'),
        mapEmbedUrl: HttpsUrl('Address of the embedded map (iframe)', { title: 'Map shown on the page' }),
        website: Titled(Url, 'Website'),
        professionalNetwork: Titled(Link, 'Professional network profile'),
        hours: Text('Short opening hours, e.g. Mon-Fri, 9am-6pm EST', { title: 'Opening hours (short)' }),
        hoursDetailed: Type.Array(Text('A line of the detailed opening hours', { title: 'Line' }), {
          minItems: 1,
          title: 'Opening hours (detailed)',
          description: 'Opening hours on the contact page, one line each',
        }),
        replyPromise: Text("When we answer, e.g. We'll respond within 24 hours", { title: 'When we reply' }),
        logo: Type.Optional(Titled(Image, 'Logo')),
      },
      { title: 'Company', additionalProperties: false, description: 'Facts about the company, written only here' },
    ),
    seo: Type.Object(
      {
        defaultTitle: Text('Title of the home page and fallback title', { title: 'Default page title' }),
        description: Text('Fallback meta description', { title: 'Default description for search engines' }),
        keywords: Type.Array(Text('Keyword', { title: 'Keyword' }), {
          minItems: 1,
          title: 'Default keywords for search engines',
          description: 'Fallback meta keywords',
        }),
        image: Titled(Image, 'Default image for sharing'),
      },
      {
        title: 'Search engine settings',
        additionalProperties: false,
        description: 'Defaults for titles, descriptions and share images',
      },
    ),
    navigation: Type.Object(
      {
        links: Type.Array(Titled(Link, 'Menu link'), {
          minItems: 1,
          maxItems: 9,
          title: 'Menu links',
          description: 'Main links of the header',
        }),
        cta: Titled(Action, 'Header button'),
        search: Type.Optional(
          Type.Object(
            {
              label: Text('Name of the search link (its icon is a magnifier), read by screen readers', {
                title: 'Search link name (for screen readers)',
              }),
              to: Titled(Url, 'Search page'),
            },
            {
              title: 'Search link',
              additionalProperties: false,
              description: 'The search page, linked by a magnifier beside the menu',
            },
          ),
        ),
      },
      {
        title: 'Header',
        additionalProperties: false,
        description: 'The header: main links, the call-to-action button and search',
      },
    ),
    footer: Type.Object(
      {
        quickLinksHeading: Text('Heading of the quick links', { title: 'Quick links heading' }),
        quickLinks: Type.Array(Titled(Link, 'Quick link'), {
          minItems: 1,
          title: 'Quick links',
          description: 'Quick links of the footer',
        }),
        columns: Type.Array(
          Type.Object(
            {
              heading: Text('Heading of the column', { title: 'Column heading' }),
              collection: Type.String({
                title: 'Collection listed',
                minLength: 1,
                description: 'Collection whose entries marked footer: true are listed, in collection order',
                'x-collection': true,
              }),
            },
            {
              title: 'Link column',
              additionalProperties: false,
              description: 'A column of links to the entries of a collection',
            },
          ),
          { title: 'Link columns', description: 'Link columns filled from collections (services, industries)' },
        ),
        contactHeading: Text('Heading of the contact column', { title: 'Contact column heading' }),
        copyright: Text('Text after "© {year} {company}."', { title: 'Copyright line' }),
      },
      { title: 'Footer', additionalProperties: false, description: 'The footer columns' },
    ),
    timing: Type.Object(
      {
        splashMs: Ms('Splash screen duration (ms)', 'How long the splash shows on first load'),
        loadDelayMs: Ms(
          'Loading time of job and article pages (ms)',
          'Simulated loading time of job and article pages',
        ),
        contactResetMs: Ms('Thank-you message duration (ms)', 'How long the contact page thank-you box stays'),
        headerScrollThreshold: Type.Integer({
          title: 'Scroll before the header turns solid (pixels)',
          minimum: 0,
          description: 'Pixels of scroll after which the header turns solid',
        }),
      },
      {
        title: 'Timings',
        additionalProperties: false,
        description: 'Timings and thresholds of the shell, in milliseconds and pixels',
      },
    ),
    forms: Type.Optional(Forms),
    choices: Type.Optional(
      Type.Object(
        {
          articleCategories: Type.Optional(
            Type.Array(Text('A category articles may have, e.g. SAP', { title: 'Category' }), {
              minItems: 1,
              uniqueItems: true,
              title: 'Article categories',
              description:
                'The categories an article may have: each article picks one, and each one in use gets its page on the site',
            }),
          ),
        },
        {
          title: 'Choice lists',
          additionalProperties: false,
          description: 'Lists editors choose from in other forms (an article’s category): add or rename values here',
        },
      ),
    ),
  },
  {
    additionalProperties: false,
    description: 'What every page shares (pages/_site.yaml)',
  },
)
export type Site = Type.Static<typeof siteSchema>
