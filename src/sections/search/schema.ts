import Type from 'typebox'
import { Anchor, SectionType, Text } from '../../content/schema/common.ts'

/** A message that must name the words searched for. */
const WithQuery = (title: string, description: string) =>
  Text(`${description}; {query} becomes the words searched for`, {
    title,
    pattern: '\\{query\\}',
    patternErrorMessage: 'must contain {query}, where the words searched for go',
  })

export const schema = Type.Object(
  {
    type: SectionType('search'),
    id: Anchor,
    label: Text('Label of the search field', { title: 'Search field label' }),
    buttonLabel: Text('Text of the search button', { title: 'Search button text' }),
    prompt: Text('Shown before anything is searched', { title: 'Message before a search' }),
    searching: Text('Shown while the results load', { title: 'Message while searching' }),
    oneResult: WithQuery('Message for one result', 'Shown when one page matches'),
    results: Type.String({
      title: 'Message for several results',
      minLength: 1,
      pattern: '\\{count\\}[\\s\\S]*\\{query\\}|\\{query\\}[\\s\\S]*\\{count\\}',
      description: 'Shown when several pages match; {count} becomes their number, {query} the words searched for',
      patternErrorMessage: 'must contain {count} and {query}',
    }),
    noResults: WithQuery('Message for no results', 'Shown when nothing matches'),
    moreLabel: Text('Text of the button that shows more results', { title: 'More results button text' }),
    unavailable: Text('Shown when the search index cannot be loaded', { title: 'Message when search is unavailable' }),
    noScript: Text('Shown when JavaScript is off (search runs in the browser)', {
      title: 'Message when JavaScript is off',
    }),
  },
  {
    title: 'Search',
    additionalProperties: false,
    description:
      'Site search: a search field and the results (title, excerpt, link) from the index the build writes with ' +
      'Pagefind. The query is in the address (/search?q=…); the page holding it is left out of the index',
    examples: [
      {
        type: 'search',
        label: 'Search the site',
        buttonLabel: 'Search',
        prompt: 'Type a word, such as SAP or cloud, and press Search.',
        searching: 'Searching…',
        oneResult: '1 result for “{query}”',
        results: '{count} results for “{query}”',
        noResults: 'No results for “{query}”. Try another word, or a shorter one.',
        moreLabel: 'Show more results',
        unavailable: 'Search is not available right now. Reload the page to try again.',
        noScript: 'Search runs in your browser and needs JavaScript. Turn it on, or browse the pages in the menu.',
      },
    ],
  },
)
