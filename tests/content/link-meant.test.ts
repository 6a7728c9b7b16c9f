import { describe, expect, it } from 'vitest'
import { linkMeant } from '../../src/content/link-meant.ts'
import { siteErrorsWith } from '../helpers/lint-site.ts'

const lint = (file: string, change: (text: string) => string) => siteErrorsWith({ [file]: change })

describe('a link the site cannot use names the one meant', () => {
  it('guesses only what is safe to guess', () => {
    expect(linkMeant('www.example.com')).toBe('https://www.example.com')
    expect(linkMeant('example.com/jobs')).toBe('https://example.com/jobs')
    expect(linkMeant('http://www.example.com/a?b=1')).toBe('https://www.example.com/a?b=1')
    expect(linkMeant('jane@example.com')).toBe('mailto:jane@example.com')
    expect(linkMeant('contact')).toBe('/contact')
    expect(linkMeant('services/sap-basis')).toBe('/services/sap-basis')
    expect(linkMeant('javascript:alert(1)')).toBeUndefined()
    expect(linkMeant('our office')).toBeUndefined()
  })

  it('in a link field and in Markdown, the hint starts with the link meant', () => {
    const [field] = lint('pages/about.yaml', (text) => text.replace(/^( +to: )\/contact$/m, '$1www.example.com'))
    expect(field).toMatchObject({ code: 'bad-url', message: '"www.example.com" is not a link this site can use' })
    expect(field!.hint).toMatch(/^did you mean "https:\/\/www\.example\.com"\? use an internal path such as \/contact/)
    const article = 'pages/_collections/articles/digital-transformation-2023-trends-strategies.yaml'
    const [markdown] = lint(article, (text) =>
      text.replace('body: |\n', 'body: |\n  Visit [our site](www.example.com).\n\n'),
    )
    expect(markdown).toMatchObject({ code: 'bad-url' })
    expect(markdown!.hint).toMatch(/^did you mean "https:\/\/www\.example\.com"\?/)
  })
})
