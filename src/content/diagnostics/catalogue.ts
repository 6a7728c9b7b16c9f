/**
 * Every kind of content problem, once: a permanent code, its severity, the message and hint built from parameters,
 * and what the generated reference (pages/ERRORS.md) says about it. Nothing else in the engine writes a message.
 */
import { yamlMessages, type YamlProblemCode } from '../yaml/yaml-messages.ts'

/** A field a message names: its YAML key and its label, as the studio's form shows it ("Open until"). */
export interface Field {
  key: string
  label: string
}

/**
 * Whom a message is said to: an editor in the studio (`inFile` false: fields by their label, no file names) or
 * someone editing the file by hand, on the command line (each label followed by its key, "Category (category:)",
 * and the files named). Every message is written once for both.
 */
export interface Voice {
  field: (f: Field) => string
  inFile: boolean
}

/** Words for both voices: a text, or a text written for the voice. */
export type Said = string | ((v: Voice) => string)

export interface CatalogueEntry<P> {
  severity: 'error' | 'warning'
  /** A short name for the reference. */
  title: string
  message: (p: P, v: Voice) => string
  hint?: (p: P, v: Voice) => string | undefined
  /** What it means and how to fix it, for the reference. */
  explanation: string
  /** A small YAML example of the mistake, for the reference. */
  example: string
}

type NoParams = Record<string, never>
/** Problems worded where they are found (YAML slips, file encodings, media): the catalogue gives them their codes. */
type Worded = { message: Said; hint: Said }
/** The media checks (src/media/check-media-src.ts) word their own problems; the catalogue gives them codes. */
type MediaParams = Worded
const said = (w: Said, v: Voice) => (typeof w === 'string' ? w : w(v))
const wordedText = {
  message: (p: Worded, v: Voice) => said(p.message, v),
  hint: (p: Worded, v: Voice) => said(p.hint, v),
}
const mediaText = wordedText
const entry = <P = NoParams>(e: CatalogueEntry<P>) => e
const didYouMean = (s: string | undefined) => (s ? `did you mean "${s}"? ` : '')
/** "A", "A and B", "A, B and C". */
const andList = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '')
const listOf = (items: readonly string[], max = 12) =>
  items.length > max ? `${items.slice(0, max).join(', ')}, … (${items.length} in all)` : items.join(', ')

const YAML_EXAMPLES: Partial<Record<YamlProblemCode, string>> = {
  'yaml-missing-colon': 'intro We place senior consultants',
  'yaml-tab-indent': 'sections:\n\t- type: hero',
  'yaml-tag': 'heading: !!js/function "x"',
  'yaml-unclosed-quote': 'heading: "We are hiring',
}

export const catalogue = {
  'file-empty': entry<NoParams>({
    severity: 'error',
    title: 'Empty file',
    message: () => 'the file is empty',
    hint: () => 'write its "key: value" lines as in the files beside it, or delete the file if it is not needed',
    explanation: 'A content file holds at least the keys its kind requires. Delete the file if it is not needed.',
    example: '# nothing but a comment',
  }),
  'unknown-file': entry<{ file: string; reason: string }>({
    severity: 'error',
    title: 'File in the wrong place',
    message: (p) => `"${p.file}" is not a page, the site file or a collection entry`,
    hint: (p) => p.reason,
    explanation:
      'Every .yaml file under pages/ is a page (its route is its path), pages/_site.yaml, a template page ' +
      '([param].yaml) or a collection under pages/_collections/. Names become URLs, so they use lowercase ' +
      'letters, digits and hyphens.',
    example: 'pages/About Us.yaml',
  }),
  'unknown-collection': entry<{ name: string; suggestion?: string; known: string[] }>({
    severity: 'error',
    title: 'Unknown collection',
    message: (p) => `unknown collection "${p.name}"`,
    hint: (p) =>
      p.known.length
        ? `${didYouMean(p.suggestion)}collections: ${p.known.join(', ')}`
        : "the site declares no collections: package.json's siteDefinitions names the module that declares them",
    explanation: 'Files under pages/_collections/ are named after a collection the site declares.',
    example: 'pages/_collections/artciles/new-post.yaml',
  }),
  'missing-site-file': entry<{ file: string }>({
    severity: 'error',
    title: 'Site file missing',
    message: (p) => `${p.file} is missing`,
    hint: () => 'every site needs pages/_site.yaml: company, navigation, footer, SEO defaults and timings',
    explanation: 'The site file holds what every page shares; nothing can be built without it.',
    example: '(no pages/_site.yaml)',
  }),
  'missing-property': entry<{ properties: (Field & { how: string })[]; description?: string | undefined }>({
    severity: 'error',
    title: 'Missing property',
    message: (p, v) =>
      p.properties.length === 1
        ? `${v.field(p.properties[0]!)} is required: ${p.properties[0]!.how}`
        : `${andList(p.properties.map(v.field))} are required`,
    hint: (p) =>
      p.properties.length === 1 ? p.description : p.properties.map((f) => `${f.label}: ${f.how}`).join('; '),
    explanation: 'This kind of section or entry needs the property. The caret points at the mapping it belongs in.',
    example: '- type: cta\n  actions: [{ label: Contact Us, to: /contact }]   # no heading',
  }),
  'one-of': entry<{ options: Field[]; given: Field[] }>({
    severity: 'error',
    title: 'Choose one source',
    message: (p, v) =>
      p.given.length
        ? `takes one of ${orList(p.options.map(v.field))}, not ${andList(p.given.map(v.field))} together`
        : `needs ${orList(p.options.map(v.field))}`,
    hint: (p, v) =>
      p.given.length ? `keep one of ${andList(p.given.map(v.field))}` : `fill in ${orList(p.options.map(v.field))}`,
    explanation: 'Some sections take their content from one of several places (written here, or from a collection).',
    example: '- type: cardGrid\n  heading: Our Services   # neither items: nor services:',
  }),
  'unknown-property': entry<{ property: string; suggestion?: Field | undefined; allowed: Field[] }>({
    severity: 'error',
    title: 'Unknown property',
    message: (p, v) => (v.inFile ? `unknown property "${p.property}"` : `"${p.property}" is not a field here`),
    hint: (p, v) =>
      `${p.suggestion ? `did you mean ${v.field(p.suggestion)}? ` : ''}fields here: ${p.allowed.map(v.field).join(', ')}`,
    explanation: 'The key is not one this mapping takes, usually a typo. Unknown keys are refused so none is ignored.',
    example: '- type: hero\n  heading: Welcome\n  txt: Hello',
  }),
  'wrong-type': entry<{ expected: string; actual: string; how?: string | undefined }>({
    severity: 'error',
    title: 'Wrong kind of value',
    message: (p) => `must be ${p.expected}, not ${p.actual}`,
    hint: (p) => p.how,
    explanation: 'The value is text where a list is needed, a list where text is needed, and so on.',
    example: 'keywords: consulting, staffing   # a list is needed: [consulting, staffing]',
  }),
  'unknown-section-type': entry<{ value: string; suggestion?: Field | undefined; known: Field[] }>({
    severity: 'error',
    title: 'Unknown section type',
    message: (p) => `unknown section type "${p.value}"`,
    hint: (p, v) => {
      // A section type is a value: the file writes its name, the studio shows its title.
      const name = (f: Field) => (v.inFile ? f.key : f.label)
      return `${p.suggestion ? `did you mean "${name(p.suggestion)}"? ` : ''}known types: ${p.known.map(name).join(', ')}`
    },
    explanation: 'Every section starts with `type:` naming one of the section types of the content guide.',
    example: '- type: cardgrid',
  }),
  'invalid-value': entry<{ value: string; allowed: string[]; suggestion?: string | undefined }>({
    severity: 'error',
    title: 'Value not in the list',
    message: (p) => `"${p.value}" is not allowed here`,
    hint: (p) =>
      p.allowed.length
        ? `${didYouMean(p.suggestion)}allowed: ${listOf(p.allowed, 40)}`
        : 'nothing is allowed here yet: the site declares none of these',
    explanation: 'This property takes one of a fixed list of values (variants, icons, categories…).',
    example: 'variant: flipp',
  }),
  'unknown-choice': entry<{
    label: string
    value: string
    listTitle: string
    allowed: string[]
    suggestion?: string | undefined
  }>({
    severity: 'error',
    title: 'Value not in the site’s list',
    message: (p) => `${p.label} "${p.value}" is not one of the ${p.listTitle.toLowerCase()} in the site settings`,
    hint: (p, v) =>
      `${didYouMean(p.suggestion)}choose one of ${listOf(p.allowed, 40)}, or add "${p.value}" to ` +
      `${p.listTitle} in the site settings${v.inFile ? ' (pages/_site.yaml)' : ''}`,
    explanation:
      'Some fields take one value of a list kept in the site settings (`choices:` in pages/_site.yaml), such as an ' +
      'article’s category: editors add to the list there. The value is not in that list, or is spelt differently.',
    example: 'category: SAP   # choices.articleCategories in _site.yaml does not list SAP',
  }),
  'not-a-day': entry<{ label: string; value: string; why: string }>({
    severity: 'error',
    title: 'A date the calendar does not have',
    message: (p) => `${p.label} "${p.value}" is not a day in the calendar: ${p.why}`,
    hint: () => 'check the month and the day (dates are written YYYY-MM-DD: 2027-02-28)',
    explanation:
      'A date is written year-month-day and must be a real day: the 30th of February, a 13th month or the 31st of a ' +
      'month of 30 days would close a job or date an article on a day that never comes.',
    example: 'validThrough: 2027-02-30',
  }),
  'missing-choice-list': entry<{ label: string; list: string }>({
    severity: 'error',
    title: 'Choice list missing from the site settings',
    message: (p, v) =>
      v.inFile
        ? `${p.label} takes a value of the list choices.${p.list}, which the site settings do not have`
        : `${p.label} takes a value of a list the site settings do not have`,
    hint: (p, v) =>
      v.inFile
        ? `add choices: { ${p.list}: [ … ] } to pages/_site.yaml, listing the values editors may choose`
        : 'ask a developer to add the list to the site settings',
    explanation:
      'A field takes one value of a list the site settings keep (`choices:` in pages/_site.yaml), and that list is not there.',
    example: 'choices: {}   # an article needs choices.articleCategories',
  }),
  'bad-format': entry<{ value: string; rule: string; description?: string | undefined }>({
    severity: 'error',
    title: 'Wrong format',
    message: (p) => `"${p.value}" ${p.rule}`,
    hint: (p) => p.description,
    explanation: 'The value has to follow a format: a date as YYYY-MM-DD, an id in lowercase-with-hyphens, …',
    example: 'date: 15/06/2023',
  }),
  'empty-value': entry<{ description?: string | undefined }>({
    severity: 'error',
    title: 'Empty value',
    message: () => 'must not be empty',
    hint: (p) => p.description,
    explanation: 'The property is there but holds no text.',
    example: 'heading: ""',
  }),
  'count-out-of-range': entry<{ bound: 'at least' | 'at most'; limit: number; count: number; noun: string }>({
    severity: 'error',
    title: 'Too many or too few',
    message: (p) =>
      p.bound === 'at least'
        ? `needs at least ${p.limit} ${p.noun}${p.limit === 1 ? '' : 's'}, has ${p.count}`
        : `may have at most ${p.limit} ${p.noun}s, has ${p.count}`,
    explanation: 'A list or a number is outside what the section can show.',
    example: 'steps:\n  - { title: Only one, text: … }   # a process needs at least 2 steps',
  }),
  'out-of-range': entry<{ bound: 'at least' | 'at most'; limit: number; description?: string | undefined }>({
    severity: 'error',
    title: 'Number out of range',
    message: (p) => `must be ${p.bound} ${p.limit}`,
    hint: (p) => p.description,
    explanation: 'The number is smaller or larger than the section or setting allows.',
    example: 'columns: 7   # a card grid shows 2 to 4 columns',
  }),
  'duplicate-item': entry<{ first: number; second: number }>({
    severity: 'error',
    title: 'Listed twice',
    message: (p) => `lists the same entry twice (items ${p.first} and ${p.second})`,
    hint: () => 'remove the duplicate',
    explanation: 'The list names one entry twice.',
    example: 'partners: [sap, aws, sap]',
  }),
  'too-long': entry<{ limit: number; description?: string | undefined }>({
    severity: 'error',
    title: 'Too long',
    message: (p) => `is too long: at most ${p.limit} characters`,
    hint: (p) => p.description,
    explanation:
      'The text is longer than its field takes: search engines cut a longer description, and a heading or a ' +
      'title is one line.',
    example: 'description: (300 characters)',
  }),
  'bad-url': entry<{ value: string; reason: string; hint: string }>({
    severity: 'error',
    title: 'Unsafe or malformed link',
    message: (p) => `"${p.value}" ${p.reason}`,
    hint: (p) => p.hint,
    explanation:
      'Links go to a path of this site (/contact), an https:// address, mailto: or tel:. Other schemes ' +
      '(javascript:, http:, data:) are refused; redirects and form destinations must stay on this site.',
    example: 'to: javascript:alert(1)',
  }),
  'broken-link': entry<{ href: string; suggestion?: string | undefined }>({
    severity: 'error',
    title: 'Link to no page',
    message: (p) => `link "${p.href}" goes to no page`,
    hint: (p) =>
      p.suggestion
        ? `did you mean "${p.suggestion}"?`
        : 'link to a page under pages/ (its route is the file path), a collection entry or a file in public/',
    explanation: 'An internal link names a route that no page, entry or file provides.',
    example: 'to: /servics',
  }),
  'broken-anchor': entry<{ href: string; anchor: string; suggestion?: string | undefined; known: string[] }>({
    severity: 'error',
    title: 'Link to no place on the page',
    message: (p) => `link "${p.href}" names "#${p.anchor}", which is not on that page`,
    hint: (p) =>
      p.suggestion
        ? `did you mean "#${p.suggestion}"?`
        : p.known.length
          ? `ids on that page: ${listOf(p.known)}`
          : 'that page has no section id or heading to link to: give the section an id:',
    explanation:
      'The part after # must be the id: of a section or the id of a Markdown heading on the target page ' +
      '(a heading "## Our Process" has the id our-process).',
    example: 'to: /services#faqs   # the section id is faq',
  }),
  'bad-time-zone': entry<{ zone: string }>({
    severity: 'error',
    title: 'Unknown time zone',
    message: (p) => `"${p.zone}" is not a time zone this computer knows`,
    hint: () => 'write a time zone name such as America/Chicago, America/New_York, Europe/London or UTC',
    explanation:
      'The site file’s `timeZone` says in which time zone the dates and times written in the content are meant ' +
      '(publishAt, unpublishAt, the end of a job’s last day). It is a name of the IANA time zone list.',
    example: 'timeZone: Central',
  }),
  'bad-moment': entry<{ field: Field; value: string }>({
    severity: 'error',
    title: 'Date or time that does not exist',
    message: (p, v) => `${v.field(p.field)} "${p.value}" is not a day and time of the calendar`,
    hint: () => 'check the month (01-12), the day of the month and the time (00:00 to 23:59), e.g. 2026-12-01 09:00',
    explanation:
      'A time to publish or take down is a date (2026-12-01, meaning midnight) or a date and a time ' +
      '(2026-12-01 09:00) in the site’s time zone; one with Z or an offset (2026-12-01T15:00Z) is that exact instant.',
    example: 'publishAt: 2026-02-30 09:00',
  }),
  'unpublish-before-publish': entry<{ publish: string; unpublish: string; publishField: Field; unpublishField: Field }>(
    {
      severity: 'error',
      title: 'Taken down before it goes live',
      message: (p, v) =>
        `${v.field(p.unpublishField)} (${p.unpublish}) is not after ${v.field(p.publishField)} (${p.publish}): it would never be on the site`,
      hint: (p, v) =>
        `give ${v.field(p.unpublishField)} a later time than ${v.field(p.publishField)}, or remove one of them`,
      explanation: 'An entry or page with both times is on the site from `publishAt` until `unpublishAt`.',
      example: 'publishAt: 2026-12-01\nunpublishAt: 2026-11-01',
    },
  ),
  'link-not-live': entry<{ href: string; when: string; fix: string }>({
    severity: 'warning',
    title: 'Link to a page not on the site at the time',
    message: (p) => `link "${p.href}" goes to a page that ${p.when}: the link leads nowhere meanwhile`,
    hint: (p) => p.fix,
    explanation:
      'The linked page or entry is a draft, goes live later than the page that links to it, or is taken down ' +
      'before it: the public site has no such page for a while, and the link leads visitors to the not-found ' +
      'page. The build goes on; `npm run lint:content -- --strict` fails on these.',
    example: 'to: /insights/how-we-hire-in-2026   # that article has publishAt: 2026-12-01 09:00',
  }),
  'ref-not-live': entry<{ id: string; collection: string; when: string }>({
    severity: 'warning',
    title: 'Shows an entry not on the site at the time',
    message: (p) => `"${p.id}" of ${p.collection} ${p.when}: it is left out here meanwhile`,
    hint: () => 'nothing to do if that is what you want; otherwise give both the same times',
    explanation:
      'A list or a grid names an entry that is a draft, goes live later than this page, or is taken down before ' +
      'it: the public site shows the list without that entry for a while.',
    example: 'partners: [sap, acme]   # acme has draft: true',
  }),
  'publish-not-built': entry<{ field: Field; value: string }>({
    severity: 'warning',
    title: 'Went live, but the site was not built since',
    message: (p, v) =>
      `${v.field(p.field)} (${p.value}) has passed, but the site in dist/ was built before it and lacks this page`,
    hint: () => 'build the site again (npm run build), or let the server that builds it do so',
    explanation:
      'A page or entry whose time to go live has passed is on the public site only once the site is built after ' +
      'that time. The last build (in dist/) does not have it yet.',
    example: 'publishAt: 2026-12-01 09:00   # and the last build ran on 30 November',
  }),
  'missing-file': entry<{ path: string; suggestion?: string | undefined }>({
    severity: 'error',
    title: 'File not found',
    message: (p) => `"${p.path}" is not a file of the site`,
    hint: (p) =>
      p.suggestion
        ? `did you mean "${p.suggestion}"?`
        : 'put images in pages/_media/ and write /media/<name>; other files go in public/',
    explanation: 'A local image or file path names nothing in pages/_media/ or public/.',
    example: 'src: /media/team/austin-ofice.jpg',
  }),
  'media-bad-path': entry<MediaParams>({
    severity: 'error',
    title: 'Malformed image path',
    ...mediaText,
    explanation: 'A local image path is written /media/<path>, with forward slashes and no empty, "." or ".." part.',
    example: 'src: /media\\team\\office.jpg',
  }),
  'media-outside': entry<MediaParams>({
    severity: 'error',
    title: 'Image outside pages/_media/',
    ...mediaText,
    explanation: 'The site’s own images live in pages/_media/ (sub-folders allowed) and are written /media/<path>.',
    example: 'src: /images/office.jpg',
  }),
  'media-not-found': entry<MediaParams>({
    severity: 'error',
    title: 'Image not found',
    ...mediaText,
    explanation: 'No file in pages/_media/ has that path; names are case-sensitive.',
    example: 'src: /media/team/austin-ofice.jpg',
  }),
  'media-not-image': entry<MediaParams>({
    severity: 'error',
    title: 'Not an image',
    ...mediaText,
    explanation: 'The file’s bytes are not JPEG, PNG, WebP, AVIF or SVG, whatever its name says.',
    example: 'src: /media/notes.png   # a text file renamed',
  }),
  'media-bad-image': entry<MediaParams>({
    severity: 'error',
    title: 'Image that cannot be used',
    ...mediaText,
    explanation:
      'Every file in pages/_media/ is checked by its bytes: an empty file, a damaged header, or a picture larger than 16,383 px a side or 50 megapixels is refused before the build decodes it.',
    example: 'pages/_media/huge.png   # a header claiming 60,000 × 60,000 px',
  }),
  'media-unsafe-svg': entry<MediaParams>({
    severity: 'error',
    title: 'Unsafe SVG',
    ...mediaText,
    explanation:
      'An SVG is read by an XML parser: a script in any namespace, an event handler, a javascript: address, embedded HTML (foreignObject), an entity declaration or a reference to another file is refused.',
    example: 'src: /media/logo.svg   # with <script> inside',
  }),
  'media-too-narrow': entry<MediaParams>({
    severity: 'warning',
    title: 'Image narrower than shown',
    ...mediaText,
    explanation: 'The section draws the image wider than the file is, so it looks soft on large screens.',
    example: 'src: /media/hero-small.jpg   # 800 px wide in a full-width hero',
  }),
  'media-too-large': entry<MediaParams>({
    severity: 'warning',
    title: 'Very large image file',
    ...mediaText,
    explanation: 'Files over 20 MB slow every build; visitors get resized copies either way.',
    example: 'src: /media/raw-camera-original.png',
  }),
  'media-notes-invalid': entry<MediaParams>({
    severity: 'error',
    title: 'Image description that cannot be read',
    ...mediaText,
    explanation:
      'pages/_media/_media.yaml keeps a description of each image, which the studio offers when the image is picked: each image path inside pages/_media/ holds one "alt:" with the text that says what it shows.',
    example: 'team/office.jpg: Three consultants   # alt: missing',
  }),
  'media-notes-unknown-image': entry<MediaParams>({
    severity: 'warning',
    title: 'Description of a missing image',
    ...mediaText,
    explanation:
      'pages/_media/_media.yaml describes an image that is not in pages/_media/ (removed, or renamed outside the studio, whose renames keep the descriptions with their images).',
    example: 'team/old-name.jpg:\n  alt: Three consultants at a whiteboard',
  }),
  'entry-required': entry<Worded>({
    severity: 'error',
    title: 'Entry missing what it must have',
    ...wordedText,
    explanation:
      'A collection asks more of an entry than its shape: a job posting, for example, needs what Google’s job search requires (a remote job says where applicants may live; an on-site job has a City, ST location; the pay range runs from low to high).',
    example: 'workplace: remote   # with no applicantCountries',
  }),
  'entry-recommended': entry<Worded>({
    severity: 'warning',
    title: 'Entry missing what it should have',
    ...wordedText,
    explanation:
      'What a collection recommends for an entry, such as what Google’s job search recommends for a posting: a closing date, a pay range, a full street address. `npm run lint:content -- --strict` fails on these.',
    example: 'datePosted: 2026-10-01   # and no validThrough',
  }),
  'duplicate-route': entry<{ route: string; owner: string; sameFile: boolean; field?: string }>({
    severity: 'error',
    title: 'Route defined twice',
    message: (p, v) =>
      p.sameFile
        ? `the address "${p.route}" is given twice ${v.inFile ? 'in this file' : 'here'}`
        : `the address "${p.route}" is already ${v.inFile ? `defined by ${p.owner}` : 'taken by another page'}`,
    hint: (p, v) =>
      p.sameFile
        ? 'give each entry its own address name (or title, for articles)'
        : v.inFile
          ? p.field
            ? `give one of the two its own ${p.field}:`
            : 'rename or remove one of the two files, or change the id of one of the two entries'
          : 'choose another address',
    explanation: 'Two files (or two entries) claim the same URL; each URL belongs to one page.',
    example: 'pages/about.yaml and pages/about/index.yaml',
  }),
  'duplicate-id': entry<{ collection: string; id: string; first: string; derived: boolean }>({
    severity: 'error',
    title: 'Id used twice',
    message: (p, v) => `${p.collection} already has an entry "${p.id}"${v.inFile ? ` (${p.first})` : ''}`,
    hint: (p, v) =>
      p.derived
        ? `its address comes from the title: change the title${v.inFile ? ' or give this entry its own slug:' : ''}`
        : 'each entry needs its own address name',
    explanation: 'Entries of a collection are referenced and routed by their id, so ids are unique.',
    example: '- id: sap-basis\n  …\n- id: sap-basis',
  }),
  'id-mismatch': entry<{ key: Field; id: string; fileId: string }>({
    severity: 'error',
    title: 'Id and file name disagree',
    message: (p, v) =>
      v.inFile
        ? `${v.field(p.key)} "${p.id}" does not match the file name "${p.fileId}.yaml"`
        : `${v.field(p.key)} "${p.id}" is not this entry's address "${p.fileId}"`,
    hint: (p, v) =>
      v.inFile
        ? `rename the file to ${p.id}.yaml, or remove "${p.key.key}:" (the file name is the ${p.key.key})`
        : `clear it to keep the address "${p.fileId}", or write "${p.fileId}"; Rename… changes the address`,
    explanation: 'In a collection folder the file name is the entry id; an explicit id must say the same.',
    example: 'pages/_collections/jobs/devops-engineer.yaml with id: devops-lead',
  }),
  'duplicate-value': entry<{ property: Field; value: string; first: string }>({
    severity: 'error',
    title: 'Claimed twice',
    message: (p, v) =>
      `${v.field(p.property)} "${p.value}" is already claimed by ${v.inFile ? p.first : 'another entry'}`,
    hint: () => 'each entry needs its own; was this entry copied from another one?',
    explanation: 'Some values belong to one entry only, such as the page a service describes.',
    example: '- id: sap-fico\n  path: /services/sap-basis   # copied from the sap-basis entry',
  }),
  'unknown-reference': entry<{
    collection: string
    id: string
    source: string
    suggestion?: string | undefined
    known: string[]
  }>({
    severity: 'error',
    title: 'Reference to no entry',
    message: (p, v) => `no ${singular(p.collection)} "${p.id}" ${v.inFile ? `in ${p.source}` : 'exists'}`,
    hint: (p) => (p.suggestion ? `did you mean "${p.suggestion}"?` : `known: ${listOf(p.known)}`),
    explanation: 'The id names an entry of a collection that does not exist (or is spelt differently).',
    example: 'partners: [microsfot]',
  }),
  'misplaced-section': entry<{ type: Field; collection: string; templates: string[] }>({
    severity: 'error',
    title: 'Section in the wrong page',
    message: (p, v) =>
      `a ${v.inFile ? p.type.key : p.type.label} section shows the ${singular(p.collection)} of its address, so it ` +
      `only works in the page that shows each of the ${p.collection}`,
    hint: (p, v) =>
      !v.inFile
        ? 'remove it from this page'
        : p.templates.length
          ? `move it to ${p.templates.join(' or ')}`
          : `add a template page for ${p.collection}`,
    explanation: 'Sections that show one entry (a job, an article) belong in that collection’s [param].yaml page.',
    example: 'pages/about.yaml:\n  - type: jobDetail',
  }),
  'markdown-html': entry<{ html: string }>({
    severity: 'error',
    title: 'HTML in Markdown',
    message: (p) =>
      `HTML is not allowed in Markdown: ${JSON.stringify(p.html.length > 40 ? `${p.html.slice(0, 40)}…` : p.html)}`,
    hint: () => 'write it in Markdown: **bold**, *italic*, [text](/link), - lists, > quotes',
    explanation: 'Content is text, never HTML: Markdown covers what an article needs, and HTML could break the page.',
    example: 'body: |\n  Call <b>today</b>.',
  }),
  'markup-in-text': entry<{ kind: 'tags' | 'Markdown'; words: string }>({
    severity: 'warning',
    title: 'Tags or Markdown in plain text',
    message: (p) =>
      `this field is plain text: its ${p.kind === 'tags' ? 'HTML tags show' : 'Markdown shows'} to visitors as written`,
    hint: (p) => (p.words ? `write the words alone: "${p.words}"` : 'write the words alone'),
    explanation:
      'Headings, titles, summaries and the like are shown as they are written: <b> or **bold** appears with its ' +
      'marks. Only the fields that say Markdown take formatting.',
    example: 'heading: <h1>Meet <em>Our</em> Team</h1>',
  }),
  'markdown-heading-level': entry<NoParams>({
    severity: 'error',
    title: 'Top-level heading in Markdown',
    message: () => 'a "# " heading would compete with the page title',
    hint: () => 'start headings with "## " (and "### " below them)',
    explanation: 'The page title is the only top-level heading of a page; headings in text start at ##.',
    example: 'body: |\n  # Introduction',
  }),
  'markdown-image-alt': entry<{ src: string }>({
    severity: 'error',
    title: 'Image without description',
    message: (p) => `the image "${p.src}" has no description`,
    hint: () => 'write what it shows between the brackets: ![Our Austin office](/media/office.jpg)',
    explanation: 'Screen-reader users hear the description instead of seeing the image.',
    example: '![](/media/office.jpg)',
  }),
  'too-complex-to-check': entry<{ seconds: number }>({
    severity: 'error',
    title: 'Too large for the studio to check',
    message: (p) =>
      `this file is too large or complex for the studio to check while you type: checking it took longer than ` +
      `${p.seconds} second${p.seconds === 1 ? '' : 's'}`,
    hint: () => 'split it into several smaller files, or shorten its longest lists and texts',
    explanation:
      'The studio checks a file each time it changes, in a few seconds at most, so that one file cannot hold up ' +
      'everyone else’s work. A file that takes longer is not checked, shown in the preview or saved by the studio. ' +
      'Content files are a few hundred lines: split a very long page or list into several files.',
    example: 'keywords:\n  - staffing\n  # … and 4,000 more lines',
  }),
  'translation-unknown-language': entry<{ lang: string; known: string[]; main: boolean }>({
    severity: 'error',
    title: 'Translation into no language of the site',
    message: (p) =>
      p.main
        ? `"${p.lang}" is the site's main language: its pages need no translation`
        : `"${p.lang}" is not one of the site's languages`,
    hint: (p, v) =>
      p.main
        ? `edit the original${v.inFile ? ', the file without a language in its name,' : ''} instead, and delete this translation`
        : p.known.length
          ? `the site is written in ${p.known.join(', ')}: add ${p.lang} to ${v.inFile ? 'languages: in pages/_site.yaml' : 'Languages in the site settings'}, or delete this translation`
          : `add ${v.inFile ? 'languages: to pages/_site.yaml' : 'Languages to the site settings'}, the main language first, or delete this translation`,
    explanation:
      'A translation is named after its original and a language of the site (about.es.yaml translates about.yaml ' +
      'into the language es). The site file lists its languages, the main one first.',
    example: 'pages/about.fr.yaml   # and no fr in languages:',
  }),
  'translation-without-original': entry<{ original: string }>({
    severity: 'error',
    title: 'Translation of nothing',
    message: (p, v) =>
      v.inFile ? `there is no ${p.original} to translate` : 'the page this translates does not exist',
    hint: (p, v) =>
      v.inFile
        ? `name the translation after the file it translates, or create ${p.original}`
        : 'delete this translation, or create the page it translates first',
    explanation:
      'A translation sits beside its original and is named after it: careers.es.yaml translates careers.yaml. ' +
      'Without the original there is nothing to lay the translation over.',
    example: 'pages/carrers.es.yaml   # and no pages/carrers.yaml',
  }),
  'translation-section-type': entry<{ index: number; type: Field; original: Field }>({
    severity: 'error',
    title: 'Section of another type than its original',
    message: (p, v) =>
      `section ${p.index + 1} is a ${v.inFile ? p.type.key : p.type.label} section here, but a ` +
      `${v.inFile ? p.original.key : p.original.label} section in the original`,
    hint: (p, v) =>
      `translate the sections in the original's order${v.inFile ? `, or remove "type: ${p.type.key}" here` : ''}`,
    explanation:
      'A translation translates the sections of its original by position: the first translated section is the ' +
      "original's first. Its type may be repeated, but it must be the original's.",
    example: 'sections:\n  - type: cta   # the original starts with a hero',
  }),
  'translation-slug': entry<{
    problem: 'missing' | 'invalid'
    value?: string | undefined
    segment: boolean
    suggestion?: string | undefined
  }>({
    severity: 'error',
    title: 'Translated address missing or malformed',
    message: (p, v) =>
      p.problem === 'missing'
        ? `this translation needs its own address${v.inFile ? ' (slug:)' : ''}`
        : `the address "${p.value}" is not one this site can use`,
    hint: (p) =>
      `${didYouMean(p.suggestion)}` +
      (p.segment
        ? 'write it in lowercase letters, digits and hyphens, e.g. ingeniero-devops'
        : 'write it in lowercase letters, digits and hyphens, with / between parts, e.g. empleos'),
    explanation:
      'Each translated page and template gets an address chosen by its editor, under the language: slug: empleos ' +
      'puts the Spanish careers page at /es/empleos. An entry in its own file gives one part (ingeniero-devops).',
    example: 'slug: Empleos y Carreras',
  }),
  'translation-not-text': entry<{ field: Field; original: string }>({
    severity: 'warning',
    title: 'Shared field in a translation',
    message: (p, v) => `${v.field(p.field)} is written once, in the ${p.original} page: remove it here`,
    hint: (p) =>
      `it is not text to translate (an image, a date, a number, a link or a choice): every language shows the ${p.original} one`,
    explanation:
      'Images, dates, pay, ids, links and choices are written once, in the original, and every translation ' +
      'shows them: a translation holds only text. What it sets of them is left out.',
    example: 'datePosted: 2026-10-02   # in a translation',
  }),
  'translation-extra-item': entry<{ item: string; original: string }>({
    severity: 'warning',
    title: 'Translation of an item the original lacks',
    message: (p) => `the ${p.original} page has no ${p.item} to translate: remove it here`,
    hint: () => 'a translation translates what its original has, in the same order (or by id)',
    explanation:
      'Lists are translated item by item: by position, or by id for items that have one. An item the original ' +
      'does not have is left out.',
    example: 'sections:   # three sections, the original has two',
  }),
  'stale-translation': entry<{ field: Field; original: string }>({
    severity: 'warning',
    title: 'Translation older than its original',
    message: (p, v) => `the ${p.original} text of ${v.field(p.field)} changed after this translation was written`,
    hint: (p) => `check the translation against the new ${p.original} text and save it again`,
    explanation:
      'When a translation is saved in the studio it records what its original said (translatedFrom:). An original ' +
      'changed since then may say something the translation does not. `npm run lint:content -- --strict` fails on these.',
    example: 'translatedFrom: { title: 3f2a9c0d1e7b4a65 }   # and the English title changed since',
  }),
  'missing-interface-words': entry<{ lang: string; name: string; known: string[] }>({
    severity: 'error',
    title: 'Language without interface words',
    message: (p) => `the site's own words (menus, forms, messages) are not written in ${p.name} (${p.lang})`,
    hint: (p) =>
      `they exist in ${p.known.join(', ') || 'no language'}: ask a developer to add ${p.lang}, or remove the language`,
    explanation:
      'Besides the content, a page shows the interface\'s own words: form labels and messages, "min read", ' +
      '"Older articles". Each language of the site needs them written by a developer (src/ui/words/).',
    example: 'languages:\n  - { code: en, name: English }\n  - { code: fr, name: Français }',
  }),
  ...yamlEntries(),
} satisfies Record<string, CatalogueEntry<never>>

export type DiagnosticCode = keyof typeof catalogue
export type ParamsOf<C extends DiagnosticCode> = Parameters<(typeof catalogue)[C]['message']>[0]

/** "A", "A or B", "A, B or C". */
function orList(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '')
}

function singular(collection: string): string {
  return collection.replace(/ies$/, 'y').replace(/s$/, '')
}

/**
 * The YAML reader's problems (src/content/yaml/yaml-messages.ts words them from the source around the slip): one
 * entry per code, so they are listed in pages/ERRORS.md with the rest.
 */
function yamlEntries(): Record<YamlProblemCode, CatalogueEntry<Worded>> {
  const out = {} as Record<YamlProblemCode, CatalogueEntry<Worded>>
  for (const [code, e] of Object.entries(yamlMessages) as [YamlProblemCode, { severity: 'error' | 'warning' }][]) {
    const words = code.replace(/^yaml-|^file-/, '').replace(/-/g, ' ')
    out[code] = {
      severity: e.severity,
      title: `${code.startsWith('file-') ? 'File' : 'YAML'}: ${words}`,
      ...wordedText,
      explanation:
        code === 'file-is-link'
          ? 'Content files are files of their own: a link (a symbolic link) under pages/ is not read.'
          : code.startsWith('file-')
            ? 'The file cannot be read as text: content files are saved as UTF-8.'
            : 'A slip in the YAML itself. The message names the fix; only the first problem of one slip is reported.',
      example: YAML_EXAMPLES[code] ?? '',
    }
  }
  return out
}
