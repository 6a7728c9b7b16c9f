/**
 * Every problem the file reader and the YAML reader report: a permanent code → its severity, the message (what
 * happened) and the hint (what to do). The people who read these edit pages, not code: plain words, the fix named,
 * no parser vocabulary, no position inside the text.
 */
interface Entry<P> {
  severity: 'error' | 'warning'
  message: (p: P) => string
  hint: (p: P) => string
}

const entry = <P = Record<string, never>>(e: Entry<P>) => e

const q = (s: string) => `\`${s}\``
const more = (n: number, what = 'line') => (n > 0 ? ` (and ${n} more ${what}${n === 1 ? '' : 's'})` : '')
const spaces = (n: number) => `${n} space${n === 1 ? '' : 's'}`

/** Which space-like character was found where YAML needs an ordinary space. */
export type OddSpace = 'non-breaking space' | `special space character (U+${string})`
export type OddSpacePlace = 'indent' | 'before-colon' | 'after-colon' | 'after-dash'

export const yamlMessages = {
  'file-not-utf8': entry<{ encoding?: string; char?: string }>({
    severity: 'error',
    message: (p) =>
      p.encoding
        ? `this file is saved as ${p.encoding}, not UTF-8`
        : p.char
          ? `this file is not saved as UTF-8: the character here is probably “${p.char}” saved as Windows-1252`
          : 'this file is not saved as UTF-8: the character here is not UTF-8 text',
    hint: (p) =>
      p.encoding
        ? `save the file as UTF-8 (in VS Code: click “${p.encoding}” in the status bar, “Save with Encoding”, “UTF-8”)`
        : p.char
          ? `reopen the file as Windows 1252 and save it as UTF-8 (in VS Code: click “UTF-8” in the status bar, “Reopen with Encoding”, “Western (Windows 1252)”; then click it again, “Save with Encoding”, “UTF-8”), then check that “${p.char}” shows correctly`
          : 'reopen the file with the encoding it was saved in and save it as UTF-8 (in VS Code: click “UTF-8” in the status bar, “Reopen with Encoding”; then click it again, “Save with Encoding”, “UTF-8”)',
  }),
  'file-is-link': entry({
    severity: 'error',
    message: () => 'this is a link to another file (a symbolic link), not a file of its own',
    hint: () =>
      'remove the link and put a copy of the file here instead: the site and the studio never follow links, which could hand out any file of the computer the site is built on',
  }),

  'yaml-missing-colon': entry<{ key: string; fixed: string }>({
    severity: 'error',
    message: (p) => `${q(p.key)} has no ${q(':')} after it`,
    hint: (p) => `add ${q(':')} after ${q(p.key)}: ${q(p.fixed)}`,
  }),
  'yaml-missing-dash': entry<{ item: string; repeated?: string; fixed: string; below?: boolean; shaped?: boolean }>({
    severity: 'error',
    message: (p) =>
      p.repeated
        ? `a new list item starts here without ${q('- ')}, so ${q(p.repeated)} is written twice in one item`
        : p.shaped
          ? `${q(p.item)} and the lines under it are laid out as a list item, but it has no ${q('- ')}`
          : `${q(p.item)} is lined up with the list items ${p.below ? 'below' : 'above'} but has no ${q('- ')}`,
    hint: (p) =>
      `add ${q('- ')} before ${q(p.item)}${p.shaped ? '' : `, like the items ${p.below ? 'below' : 'above'}`}: ${q(p.fixed)}`,
  }),
  'yaml-bad-indent': entry<{
    what: string
    col: number
    expected: number
    sibling: string
    siblingLine: number
    item: boolean
  }>({
    severity: 'error',
    message: (p) =>
      p.item
        ? `this list item starts at column ${p.col}, but the items it belongs with start at column ${p.expected}`
        : `${q(p.what)} starts at column ${p.col}, but the lines it belongs with start at column ${p.expected}`,
    hint: (p) =>
      `${p.col > p.expected ? 'remove' : 'add'} ${spaces(Math.abs(p.col - p.expected))} at the start of the line, so that ${q(p.what)} lines up with ${q(p.sibling)} on line ${p.siblingLine}`,
  }),
  'yaml-unquoted-colon': entry<{ fixed: string }>({
    severity: 'error',
    message: () => `this text contains ${q(': ')} (a colon and a space), which YAML only accepts inside quotes`,
    hint: (p) => `put the value in quotes: ${q(p.fixed)}`,
  }),
  'yaml-special-start': entry<{ char: string; fixed: string }>({
    severity: 'error',
    message: (p) => `a text that starts with ${q(p.char)} must be in quotes`,
    hint: (p) => `put the value in quotes: ${q(p.fixed)}`,
  }),
  'yaml-apostrophe-in-quotes': entry<{ word: string; doubled: string; double?: string }>({
    severity: 'error',
    message: (p) => `the apostrophe in ${q(p.word)} closes the single quotes around the text too early`,
    hint: (p) =>
      `write the apostrophe twice (${q(p.doubled)}), or put double quotes around the text instead${p.double ? ` (${q(p.double)})` : ''}`,
  }),
  'yaml-smart-quotes': entry<{ quotes: string; fixed: string }>({
    severity: 'error',
    message: (p) =>
      `${p.quotes} are curly quotes from a word processor; YAML only understands straight quotes (" or ')`,
    hint: (p) => `type the quotes again as straight quotes: ${q(p.fixed)}`,
  }),
  'yaml-text-after-quote': entry<{ quote: string; fixed: string }>({
    severity: 'error',
    message: (p) => `there is more text after the closing ${q(p.quote)}`,
    hint: (p) => `put the quotes around the whole value: ${q(p.fixed)}`,
  }),
  'yaml-unclosed-quote': entry<{ quote: string }>({
    severity: 'error',
    message: (p) => `this ${q(p.quote)} starts a quoted text that is never closed`,
    hint: (p) =>
      p.quote === '"'
        ? `add the closing ${q('"')} at the end of the text (a " inside the text is written \\")`
        : `add the closing ${q("'")} at the end of the text (an apostrophe inside the text is written twice: '')`,
  }),
  'yaml-unclosed-bracket': entry<{ open: string; close: string; fixed: string }>({
    severity: 'error',
    message: (p) => `this ${q(p.open)} is never closed`,
    hint: (p) => `add ${q(p.close)} at the end: ${q(p.fixed)}`,
  }),
  'yaml-colon-needs-space': entry<{ fixed: string }>({
    severity: 'error',
    message: () => `the ${q(':')} after the name needs a space after it`,
    hint: (p) => `add a space after the colon: ${q(p.fixed)}`,
  }),
  'yaml-dash-needs-space': entry<{ fixed: string }>({
    severity: 'error',
    message: () => `the ${q('-')} of a list item needs a space after it`,
    hint: (p) => `add a space after the dash: ${q(p.fixed)}`,
  }),
  'yaml-tab-indent': entry<{ more: number; what?: string; expected?: number; width?: number }>({
    severity: 'error',
    message: (p) => `this line is indented with a tab, and YAML only accepts spaces${more(p.more)}`,
    hint: (p) =>
      `${
        p.more === 0 && p.what && p.expected
          ? `replace the tab (shown as →) with spaces, so that ${q(p.what)} starts at column ${p.expected}`
          : p.width
            ? `replace each tab (shown as →) with ${spaces(p.width)}`
            : 'replace each tab (shown as →) with spaces, lining each line up with the lines it belongs with'
      }; set your editor to insert spaces for the Tab key`,
  }),
  'yaml-odd-space': entry<{ space: OddSpace; place: OddSpacePlace; key?: string; more: number }>({
    severity: 'error',
    message: (p) =>
      ({
        indent: `this line is indented with a ${p.space}, which YAML does not count as a space`,
        'before-colon': `there is a ${p.space} between ${q(p.key ?? '')} and its ${q(':')}`,
        'after-colon': `there is a ${p.space} after the ${q(':')} of ${q(p.key ?? '')}, where YAML needs an ordinary space`,
        'after-dash': `there is a ${p.space} after the ${q('-')}, where YAML needs an ordinary space`,
      })[p.place] + more(p.more, 'place'),
    hint: (p) =>
      `${
        p.place === 'indent'
          ? 'delete the indentation and type it again with ordinary spaces'
          : p.place === 'before-colon'
            ? `delete it, so that ${q(`${p.key ?? ''}:`)} has nothing between the name and the colon`
            : 'delete it and type an ordinary space'
      } (it is shown as ⍽; such spaces come with text pasted from Word or a web page)`,
  }),
  'yaml-duplicate-key': entry<{ key: string; firstLine: number }>({
    severity: 'error',
    message: (p) => `${q(p.key)} is written twice in the same block`,
    hint: (p) => `keep one ${q(p.key)} and delete the other (the first one is on line ${p.firstLine})`,
  }),
  'yaml-too-deep': entry<{ max: number }>({
    severity: 'error',
    message: (p) => `lists or blocks are nested more than ${p.max} levels deep here, far deeper than any content`,
    hint: () =>
      'this usually means brackets [ or { that are never closed, or lines pasted into themselves; remove the extra levels',
  }),
  'yaml-too-tangled': entry({
    severity: 'error',
    message: () => 'from here on the lines do not line up into names and lists, too many times over to follow',
    hint: () =>
      `check the indentation from this line on: the names of a list item line up under the first name after its ${q('- ')}`,
  }),
  'yaml-bad-escape': entry<{ escape: string }>({
    severity: 'error',
    message: (p) => `${q(p.escape)} is not allowed inside double quotes, where a backslash starts a special character`,
    hint: (p) => `write the backslash twice (${q(`\\${p.escape}`)}) or use single quotes around the text`,
  }),
  'yaml-second-document': entry({
    severity: 'error',
    message: () => `${q('---')} starts a second document, but a content file holds one`,
    hint: () => `remove the ${q('---')} line (and move what follows to its own file if it is another page)`,
  }),
  'yaml-tag': entry<{ tag: string }>({
    severity: 'error',
    message: (p) => `${q(p.tag)} is a YAML tag, which content files do not use`,
    hint: (p) => `remove ${q(p.tag)}; if the text itself starts with ${q('!')}, put the value in quotes`,
  }),
  'yaml-missing-name': entry({
    severity: 'error',
    message: () => `there is no name before this ${q(':')}`,
    hint: () =>
      `write the name before the colon (such as ${q('title: …')}); if this line continues the text above, put that text in quotes`,
  }),
  'yaml-block-as-name': entry({
    severity: 'error',
    message: () => `a list or a block is used as a name before ${q(':')}`,
    hint: () =>
      `names are single words such as ${q('title')}; if this is text that contains ${q(': ')}, put it in quotes`,
  }),
  'yaml-merge-key': entry({
    severity: 'error',
    message: () => `${q('<<')} copies lines from another block, which content files do not do`,
    hint: () => 'write the lines out in full',
  }),
  'yaml-unknown-alias': entry<{ name: string }>({
    severity: 'error',
    message: (p) => `${q(`*${p.name}`)} refers to ${q(`&${p.name}`)}, which is not defined above it`,
    hint: () => `write the value out in full; if the text itself starts with ${q('*')}, put the value in quotes`,
  }),
  'yaml-too-many-aliases': entry<{ limit: number; reason: 'count' | 'loop' }>({
    severity: 'error',
    message: (p) =>
      p.reason === 'count'
        ? `this file repeats blocks with ${q('*')} more than ${p.limit} times`
        : `this ${q('*')} repeats the block it is inside`,
    hint: () => `write the values out in full: content files do not need ${q('&')} and ${q('*')}`,
  }),
  'yaml-syntax': entry<{ reason: 'indent' | 'structure' | 'other' }>({
    severity: 'error',
    message: () => 'YAML cannot read this line',
    hint: (p) =>
      ({
        indent: 'line it up with the lines it belongs with: the lines of one block start in the same column',
        structure: `check this line and the one above for a missing ${q(':')} after a name, a missing ${q('- ')} before a list item, a line indented differently from its neighbours, or text containing ${q(': ')} that needs quotes`,
        other: `check this line for a stray quote or bracket, or text starting with a special character (${q('[')} ${q('{')} ${q('*')} ${q('&')} ${q('!')} ${q('|')} ${q('>')} ${q('%')} ${q('@')}) that needs quotes`,
      })[p.reason],
  }),

  'value-cut-by-comment': entry<{ key?: string; fixed: string; kept: string }>({
    severity: 'warning',
    message: (p) =>
      p.kept
        ? `the rest of the line after ${q(' #')} is a comment, so the text stops at ${q(p.kept)}`
        : `the text${p.key ? ` after ${q(`${p.key}:`)}` : ''} starts with ${q('#')}, so all of it is read as a comment`,
    hint: (p) => `put the value in quotes to keep it: ${q(p.fixed)}`,
  }),
  'list-items-joined': entry<{
    kind: 'missing' | 'misaligned' | 'first' | 'block' | 'dash'
    line: string
    joined: string
    dashCol: number
  }>({
    severity: 'warning',
    message: (p) =>
      ({
        missing: `${q(p.line)} has no ${q('- ')}, so it is joined to the item above: “${p.joined}”`,
        misaligned: `${q(p.line)} is not lined up with the ${q('- ')} above, so it is joined to the item above: “${p.joined}”`,
        first: `${q(p.line)} has no ${q('- ')}, so the list it starts is read as one long text`,
        block: `${q(p.line)} has no ${q('- ')}, so it is joined to the text of the item above`,
        dash: `${q(p.line)} has no space after its ${q('-')}, so ${p.joined ? `it is joined to the item above: “${p.joined}”` : 'the list it starts is read as one long text'}`,
      })[p.kind],
    hint: (p) =>
      ({
        missing: `add ${q('- ')} before ${q(p.line)}, under the ${q('- ')} above; if it is really one long item, put it in quotes`,
        misaligned: `move ${q(p.line)} to column ${p.dashCol}, under the ${q('- ')} above`,
        first: `add ${q('- ')} before ${q(p.line)}, in column ${p.dashCol} like the items below`,
        block: `add ${q('- ')} before ${q(p.line)}, in column ${p.dashCol} like the items above`,
        dash: `add a space after the dash: ${q(`- ${p.line.slice(1)}`)}`,
      })[p.kind],
  }),
  'value-in-curly-quotes': entry<{ quotes: string; straight: string; kept: string }>({
    severity: 'warning',
    message: (p) => `this text is wrapped in curly quotes (${p.quotes}), which will show on the page`,
    hint: (p) =>
      `if you meant them as YAML quotes, type straight quotes instead (${q(p.straight)}); to show the curly quotes, wrap the value in straight quotes as well (${q(p.kept)})`,
  }),
}

export type YamlProblemCode = keyof typeof yamlMessages
export type YamlProblemParams<C extends YamlProblemCode> = Parameters<(typeof yamlMessages)[C]['message']>[0]
