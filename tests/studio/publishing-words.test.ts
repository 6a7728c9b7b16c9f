import { describe, expect, it } from 'vitest'
import { changedFieldCount, describeChange } from '../../src/studio/api/describe-changes.ts'
import { resolvedTexts } from '../../src/studio/client/ConflictResolver.tsx'
import { fieldChanges } from '../../src/studio/client/field-changes.ts'
import { summaryMessage } from '../../src/studio/client/PublishPanel.tsx'
import { textDiff } from '../../src/studio/client/text-diff.ts'

describe('the Changes panel in editor words', () => {
  it('names pages, entries and images, and counts the fields that changed', () => {
    expect(
      describeChange({
        file: 'pages/index.yaml',
        status: 'modified',
        before: 'title: Home\nsections:\n  - type: hero\n    heading: A\n    text: B\n',
        after: '# a comment\ntitle: Home\nsections:\n  - type: hero\n    heading: C\n    text: D\n',
      }),
    ).toEqual({
      file: 'pages/index.yaml',
      status: 'modified',
      label: 'Home',
      route: '/',
      what: '2 fields changed',
      text: true,
    })
    expect(
      describeChange({
        file: 'pages/about.yaml',
        status: 'modified',
        before: 'title: About\n',
        after: '# note\ntitle: About\n',
      }).what,
    ).toBe('comments or layout changed')
    expect(
      describeChange({
        file: 'pages/_collections/articles/new-one.yaml',
        status: 'added',
        after: 'title: A New One\n',
      }),
    ).toMatchObject({ label: 'A New One', what: 'new article' })
    expect(describeChange({ file: 'pages/_media/team/office.jpg', status: 'added' })).toMatchObject({
      label: 'Image team/office.jpg',
      what: 'image added',
      text: false,
    })
    expect(describeChange({ file: 'pages/careers.yaml', status: 'deleted', before: 'title: Careers\n' })).toMatchObject(
      {
        label: 'Careers',
        what: 'removed',
      },
    )
    expect(changedFieldCount({ a: [1, 2], b: { c: 1 } }, { a: [1], b: { c: 1, d: 2 } })).toBe(2)
  })

  it('names a translation by its title and its language, and a new one as a new translation', () => {
    expect(
      describeChange({
        file: 'pages/_collections/jobs/business-analyst.es.yaml',
        status: 'added',
        after: 'translationKey: business-analyst\ntitle: Analista de negocios\n',
      }),
    ).toMatchObject({ label: 'Analista de negocios (Spanish)', what: 'new translation' })
    expect(
      describeChange({ file: 'pages/_collections/services.yaml', status: 'modified', before: 'items: []\n' }),
    ).toMatchObject({ label: 'Services list' })
    expect(describeChange({ file: 'pages/index.es.yaml', status: 'deleted', before: 'title: Inicio\n' })).toMatchObject(
      { label: 'Home (Spanish)', what: 'removed' },
    )
  })

  it('names a template’s translation by its original’s collection, which only the original names', () => {
    const change = {
      file: 'pages/careers/apply/[jobId].es.yaml',
      status: 'modified' as const,
      after: 'slug: empleos\n',
    }
    expect(describeChange(change, undefined, process.cwd()).label).toBe('Page for each job (template) (Spanish)')
  })

  it('never calls a developer’s note under pages/ an image', () => {
    expect(describeChange({ file: 'pages/README.md', status: 'modified' })).toMatchObject({
      label: 'File README.md',
      what: 'file replaced',
      text: false,
    })
  })

  it('lists the fields a change makes, labelled as in the form, when the schema is known', () => {
    const schema = {
      type: 'object',
      properties: { title: { type: 'string', title: 'Page title' } },
    }
    const change = describeChange(
      { file: 'pages/about.yaml', status: 'modified', before: 'title: About\n', after: 'title: About us\n' },
      (_file, before, after) => fieldChanges(schema, before, after),
    )
    expect(change.fields).toEqual([{ label: 'Page title', kind: 'changed', before: 'About', after: 'About us' }])
  })

  it('starts the message from the changed pages', () => {
    expect(summaryMessage(['Home'])).toBe('Update Home')
    expect(summaryMessage(['Home', 'About Us', 'Home'])).toBe('Update Home and About Us')
    expect(summaryMessage(['Home', 'About Us', 'Careers', 'Contact'])).toBe('Update Home, About Us and 2 more')
  })

  it('shows the changed lines with two lines around them, and a gap as …', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].join('\n')
    const after = ['A', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'].join('\n')
    expect(textDiff(before, after).map((l) => `${l.kind} ${l.line} ${l.text}`)).toEqual([
      'removed 1 a',
      'added 1 A',
      'same 2 b',
      'same 3 c',
      'same 0 …',
      'same 9 i',
      'same 10 j',
      'added 11 k',
    ])
    expect(textDiff('x\n', 'x\n')).toEqual([])
  })

  it('writes each conflicting place as the editor chose it', () => {
    const files = [
      {
        file: 'pages/index.yaml',
        segments: [
          { same: ['title: Home'] },
          { mine: ['heading: Mine'], theirs: ['heading: Theirs'] },
          { same: ['end: 1'] },
        ],
      },
    ]
    expect(resolvedTexts(files, {}, {})['pages/index.yaml']).toBe('title: Home\nheading: Mine\nend: 1\n')
    expect(resolvedTexts(files, { 'pages/index.yaml#1': 'theirs' }, {})['pages/index.yaml']).toBe(
      'title: Home\nheading: Theirs\nend: 1\n',
    )
    expect(
      resolvedTexts(files, { 'pages/index.yaml#1': 'edit' }, { 'pages/index.yaml#1': 'heading: Both' })[
        'pages/index.yaml'
      ],
    ).toBe('title: Home\nheading: Both\nend: 1\n')
  })
})
