import { readFileSync } from 'node:fs'

/**
 * One mistake an editor makes, made in a copy of a real page: `find` (the nth match) becomes `replace`, or `edit`
 * rewrites the whole text.
 */
export type Slip = { name: string; file: string } & (
  { find: string; replace: string; nth?: number } | { edit: (text: string) => string }
)

/** The real file with the slip made in it. */
export function withSlip(slip: Slip): string {
  const text = readFileSync(slip.file, 'utf8')
  if ('edit' in slip) return slip.edit(text)
  let at = -1
  for (let k = 0; k <= (slip.nth ?? 0); k++) {
    at = text.indexOf(slip.find, at + 1)
    if (at < 0) throw new Error(`${slip.name}: "${slip.find}" is not in ${slip.file}`)
  }
  return text.slice(0, at) + slip.replace + text.slice(at + slip.find.length)
}

// Frozen copies of real pages (tests/fixtures/slips/), so that editing the site never moves the expected lines.
const copy = (name: string) => `tests/fixtures/slips/${name}.yaml`
const basis = copy('sap-basis')
const about = copy('about')
const careers = copy('careers')
const jobs = copy('ux-ui-designer')
const manufacturing = copy('manufacturing')
const site = copy('_site')
const nbsp = '\u00a0'

export const slips = {
  colonBeforeList: { name: 'colon forgotten before a list', file: basis, find: 'keywords:', replace: 'keywords' },
  colonBeforeText: { name: 'colon forgotten before text', file: basis, find: '    intro:', replace: '    intro' },
  colonInItem: {
    name: 'colon forgotten in a list item',
    file: about,
    find: '- title: Integrity',
    replace: '- title Integrity',
  },
  colonBeforeItems: {
    name: 'colon forgotten before a list of cards',
    file: basis,
    find: 'items:',
    replace: 'items',
    nth: 2,
  },
  dashText: {
    name: 'dash forgotten in a list of texts',
    file: jobs,
    find: '  - Create user flows',
    replace: '  Create user flows',
  },
  dashCard: {
    name: 'dash forgotten before a card',
    file: basis,
    find: '      - title: Stronger Security',
    replace: '        title: Stronger Security',
  },
  dashSection: {
    name: 'dash forgotten before a section',
    file: basis,
    find: '  - type: cardGrid',
    replace: '    type: cardGrid',
  },
  indentDeeper: {
    name: 'a line one space too deep',
    file: about,
    find: '        icon: shield',
    replace: '         icon: shield',
  },
  indentShallower: {
    name: 'a section line one space short',
    file: careers,
    find: '    intro: We look after',
    replace: '   intro: We look after',
  },
  indentItem: { name: 'a list item one space short', file: basis, find: '  - SAP HANA', replace: ' - SAP HANA' },
  colonInText: {
    name: 'unquoted text containing ": "',
    file: basis,
    find: 'text: Tuned databases, work processes',
    replace: 'text: Tuned databases: work processes',
  },
  colonInItemText: {
    name: 'quotes removed from a list item containing ": "',
    file: basis,
    find: '"Any infrastructure: on-premises, RISE with SAP, AWS, Azure and Google Cloud deployments."',
    replace: 'Any infrastructure: on-premises, RISE with SAP, AWS, Azure and Google Cloud deployments.',
  },
  apostrophe: {
    name: 'an apostrophe inside single quotes',
    file: careers,
    find: 'heading: Why Join Us',
    replace: "heading: 'We're hiring'",
  },
  apostropheLong: {
    name: 'an apostrophe inside a long single-quoted text',
    file: manufacturing,
    find: "text: Tell us about your plants, systems and goals. We'll respond within 24 hours.",
    replace: "text: 'Tell us about your plants, systems and goals. We'll respond within 24 hours.'",
  },
  smartQuotes: {
    name: 'curly quotes around a list item containing ": "',
    file: basis,
    find: '"Any infrastructure: on-premises, RISE with SAP, AWS, Azure and Google Cloud deployments."',
    replace: '“Any infrastructure: on-premises, RISE with SAP, AWS, Azure and Google Cloud deployments.”',
  },
  smartQuotesText: {
    name: 'curly quotes around text containing ": "',
    file: about,
    find: 'intro: The principles behind every placement and every project.',
    replace: 'intro: “Our principles: behind every placement and every project.”',
  },
  smartQuotesHeading: {
    name: 'curly quotes around a whole heading',
    file: about,
    find: 'heading: Our Values',
    replace: 'heading: “Our Values”',
  },
  tab: { name: 'a tab as indentation', file: basis, find: '    heading: Benefits', replace: '\theading: Benefits' },
  tabInItem: {
    name: 'two tabs before a card line',
    file: about,
    find: '        icon: shield',
    replace: '\t\ticon: shield',
  },
  tabs: {
    name: 'a file indented with tabs',
    file: careers,
    edit: (text) => text.replace(/^(?: {2})+/gm, (lead) => '\t'.repeat(lead.length / 2)),
  },
  nbspIndent: {
    name: 'non-breaking spaces pasted as indentation',
    file: about,
    find: '    heading: Our Values',
    replace: `${nbsp.repeat(4)}heading: Our Values`,
  },
  nbspBeforeColon: {
    name: 'a non-breaking space before a colon',
    file: about,
    find: 'heading: Our Values',
    replace: `heading${nbsp}: Our Values`,
  },
  nbspAfterDash: {
    name: 'a non-breaking space after a dash',
    file: careers,
    find: '  - IT careers',
    replace: `  -${nbsp}IT careers`,
  },
  unclosedQuote: {
    name: 'a closing quote forgotten',
    file: basis,
    find: 'before they reach your users."',
    replace: 'before they reach your users.',
  },
  unclosedQuoteLast: {
    name: 'a closing quote forgotten near the end',
    file: careers,
    find: 'to: "#open-positions"',
    replace: 'to: "#open-positions',
  },
  duplicateKey: {
    name: 'a name written twice',
    file: about,
    find: '        icon: shield',
    replace: '        icon: shield\n        icon: award',
  },
  flowUnclosed: {
    name: 'a closing brace forgotten',
    file: site,
    find: '{ label: Careers, to: /careers }',
    replace: '{ label: Careers, to: /careers',
  },
  specialStart: {
    name: 'text starting with [',
    file: careers,
    find: 'heading: Why Join Us',
    replace: 'heading: [Hiring] Why Join Us',
  },
  tagFunction: {
    name: 'a !!js/function tag',
    file: careers,
    find: 'heading: Why Join Us',
    replace: 'heading: !!js/function Why',
  },
  tagBinary: { name: 'a !!binary tag', file: careers, find: 'heading: Why Join Us', replace: 'heading: !!binary V2h5' },
  tagLocal: { name: 'a !foo tag', file: careers, find: 'heading: Why Join Us', replace: 'heading: !foo Why Join Us' },
  tagStr: { name: 'a !!str tag', file: careers, find: 'columns: 3', replace: 'columns: !!str 3' },
  cutComment: {
    name: 'text cut by " #"',
    file: basis,
    find: 'heading: Our SAP BASIS Offerings',
    replace: 'heading: Offerings #1 in Texas',
  },
  allComment: {
    name: 'text starting with #',
    file: basis,
    find: 'heading: Our SAP BASIS Offerings',
    replace: 'heading: #1 in Texas',
  },
  joinedKeywords: {
    name: 'a dash forgotten under a keyword',
    file: basis,
    find: '  - SAP support',
    replace: '    SAP support',
  },
  joinedFirst: {
    name: 'a dash forgotten on the first item of a list',
    file: jobs,
    find: '  - 3+ years of experience in UX/UI',
    replace: '  3+ years of experience in UX/UI',
  },
  joinedFirstNoSpace: {
    name: 'no space after the dash of the first item of a list',
    file: jobs,
    find: '  - 3+ years of experience in UX/UI',
    replace: '  -3+ years of experience in UX/UI',
  },
  joinedMisaligned: {
    name: 'a keyword one space too deep',
    file: basis,
    find: '  - SAP HANA',
    replace: '   - SAP HANA',
  },
  mergeKey: {
    name: 'a << merge',
    file: about,
    find: '    heading: Our Values\n',
    replace: '    heading: Our Values\n    <<: { tone: muted }\n',
  },
  asteriskStart: {
    name: 'text starting with *',
    file: careers,
    find: 'heading: Why Join Us',
    replace: 'heading: *Why* Join Us',
  },
  unknownAlias: {
    name: 'a * that refers to nothing',
    file: careers,
    find: 'heading: Why Join Us',
    replace: 'heading: *Hiring',
  },
  secondDocument: { name: 'a --- line in the middle', file: careers, find: 'sections:\n', replace: '---\nsections:\n' },
  badEscape: {
    name: 'a backslash inside double quotes',
    file: careers,
    find: 'heading: Why Join Us',
    replace: 'heading: "Sales\\Marketing careers"',
  },
  dashGlued: {
    name: 'no space after a dash',
    file: careers,
    find: '  - technology jobs',
    replace: '  -technology jobs',
  },
  colonGlued: { name: 'no space after a colon', file: careers, find: '    columns: 3', replace: '    columns:3' },
  textAfterQuote: {
    name: 'text after the closing quote',
    file: careers,
    find: 'heading: Why Join Us',
    replace: 'heading: "Why" Join Us',
  },
  twoSlips: {
    name: 'two separate slips',
    file: basis,
    edit: (text) => text.replace('    intro:', '    intro').replace('        icon: lock', '         icon: lock'),
  },
  aliases81: {
    name: '81 aliases',
    file: careers,
    edit: (text) =>
      text
        .replace('  - IT careers', '  - &it IT careers')
        .replace('  - join our team', Array.from({ length: 81 }, () => '  - *it').join('\n')),
  },
  aliasBomb: {
    name: 'an alias bomb',
    file: careers,
    edit: (text) =>
      text.replace(
        'keywords:\n',
        `keywords:\n  - &k0 IT\n${Array.from({ length: 9 }, (_, i) => `  - &k${i + 1} [${Array(9).fill(`*k${i}`).join(', ')}]`).join('\n')}\n`,
      ),
  },
} satisfies Record<string, Slip>
