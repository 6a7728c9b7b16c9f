import { describe, expect, it } from 'vitest'
import { excerptParts } from '../../src/sections/search/excerpt-parts.ts'
import { fillMessage } from '../../src/sections/search/fill-message.ts'

describe('excerptParts', () => {
  it('splits Pagefind’s excerpt into plain and marked runs', () => {
    expect(excerptParts('Move to the <mark>cloud</mark> with <mark>SAP</mark>.')).toEqual([
      { text: 'Move to the ', mark: false },
      { text: 'cloud', mark: true },
      { text: ' with ', mark: false },
      { text: 'SAP', mark: true },
      { text: '.', mark: false },
    ])
  })

  it('decodes the entities Pagefind escapes, and keeps unknown ones as written', () => {
    expect(excerptParts('R&amp;D &lt;b&gt; &quot;x&quot; &#39;y&#x27; &bogus;')).toEqual([
      { text: 'R&D <b> "x" \'y\' &bogus;', mark: false },
    ])
  })

  it('drops any other tag, so nothing but text and marks can come out', () => {
    expect(excerptParts('<img src=x onerror=alert(1)>a<script>b</script><MARK>c</MARK>')).toEqual([
      { text: 'ab', mark: false },
      { text: 'c', mark: true },
    ])
  })
})

describe('fillMessage', () => {
  it('fills every {query} and {count}', () => {
    expect(fillMessage('{count} results for “{query}” ({query})', { query: 'sap', count: 3 })).toBe(
      '3 results for “sap” (sap)',
    )
  })
})
