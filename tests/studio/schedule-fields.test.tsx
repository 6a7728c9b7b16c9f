/**
 * The studio's Draft switch and its times to publish and take down: a checkbox with a plain label and hint, a date and
 * time control read and written in the site's time zone with the moment in words beside it, and the preview's note
 * for a draft or a page not yet live. The clock is pinned: the words say "Goes live" or "Went live" by it.
 */
import { readFileSync } from 'node:fs'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SchemaField } from '../../src/studio/client/fields/SchemaField.tsx'
import type { Path } from '../../src/studio/client/fields/field-props.ts'
import { ScheduleNote } from '../../src/studio/client/schedule/ScheduleNote.tsx'
import { StudioContext } from '../../src/studio/client/studio-context.ts'
import type { JsonSchema } from '../../src/studio/client/studio-client.ts'

const ARTICLE = JSON.parse(readFileSync('schema/collections/articles.entry.schema.json', 'utf8')) as JsonSchema
const PAGE = JSON.parse(readFileSync('schema/page.schema.json', 'utf8')) as JsonSchema
const CHICAGO = 'America/Chicago'

/** The text of the elements that describe `el` (aria-describedby), in order. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' ')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-25T18:00:00Z'))
})
afterEach(() => vi.useRealTimers())

/** One field of `schema` (by key) in a form of its own; `changes` records what it sets. */
function Field({
  schema,
  name,
  start,
  changes,
}: {
  schema: JsonSchema
  name: string
  start?: unknown
  changes: unknown[]
}) {
  const [value, setValue] = useState(start)
  const setAt = (_: Path, v: unknown) => {
    changes.push(v)
    setValue(v)
  }
  return (
    <StudioContext
      value={{
        routes: [],
        media: [],
        problems: new Map(),
        upload: () => Promise.reject(new Error('no')),
        timeZone: CHICAGO,
      }}
    >
      <form aria-label="Fields">
        <SchemaField name={name} schema={schema.properties![name]!} value={value} path={[name]} setAt={setAt} />
      </form>
    </StudioContext>
  )
}

describe('the Draft switch', () => {
  it('is a checkbox labelled Draft with a plain hint, on entries and on pages; unticked removes it', async () => {
    for (const schema of [ARTICLE, PAGE]) {
      const changes: unknown[] = []
      const { unmount } = render(<Field schema={schema} name="draft" changes={changes} />)
      const box = screen.getByRole('checkbox', { name: 'Draft' })
      expect(description(box)).toMatch(/Keep it off the public site while you work on it/)
      await userEvent.click(box)
      await userEvent.click(box)
      expect(changes).toEqual([true, undefined])
      unmount()
    }
  })
})

describe('the time to go live', () => {
  it('is a date and time control in the site’s zone, written as the content writes it, said in words', () => {
    const changes: unknown[] = []
    render(<Field schema={ARTICLE} name="publishAt" start="2026-12-01 09:00" changes={changes} />)
    const control = screen.getByLabelText('Goes live at')
    expect(control.getAttribute('type')).toBe('datetime-local')
    expect((control as HTMLInputElement).value).toBe('2026-12-01T09:00')
    expect(description(control)).toMatch(/^Goes live Tue 1 Dec, 09:00 \(Central Time\)/)
    fireEvent.change(control, { target: { value: '2026-12-02T17:30' } })
    expect(changes).toEqual(['2026-12-02 17:30'])
    expect(screen.getByText('Goes live Wed 2 Dec, 17:30 (Central Time)').tagName).toBe('P')
    fireEvent.change(control, { target: { value: '' } })
    expect(changes.at(-1)).toBeUndefined()
  })

  it('shows an exact instant written by hand at its time in the site’s zone, and a passed one as past', () => {
    render(<Field schema={PAGE} name="publishAt" start="2026-11-20T15:00:00Z" changes={[]} />)
    expect((screen.getByLabelText('Goes live at') as HTMLInputElement).value).toBe('2026-11-20T09:00')
    expect(screen.getByText('Went live Fri 20 Nov, 09:00 (Central Time)').tagName).toBe('P')
  })

  it('says so when the text is no moment, and names the take-down time the same way', () => {
    const bad = render(<Field schema={ARTICLE} name="unpublishAt" start="2026-02-30" changes={[]} />)
    screen.getByText('"2026-02-30" is not a date and time')
    bad.unmount()
    render(<Field schema={PAGE} name="unpublishAt" start="2027-01-04" changes={[]} />)
    expect(description(screen.getByLabelText('Taken down at'))).toMatch(
      /^Taken down Mon 4 Jan 2027, 00:00 \(Central Time\) When it leaves the site/,
    )
  })
})

describe('the preview’s note', () => {
  it('says a draft is a draft, when a page goes live, and nothing for a page on the site', () => {
    const note = (data: unknown) => {
      const { container, unmount } = render(<ScheduleNote data={data} timeZone={CHICAGO} />)
      const text = container.textContent
      unmount()
      return text
    }
    expect(note({ title: 'A', draft: true })).toBe('Draft: not on the public site until you untick Draft.')
    expect(note({ title: 'A', publishAt: '2026-12-01 09:00' })).toBe(
      'Not on the public site yet. Goes live Tue 1 Dec, 09:00 (Central Time).',
    )
    expect(note({ title: 'A', draft: true, publishAt: '2026-12-01 09:00' })).toBe(
      'Draft: not on the public site until you untick Draft; then it goes live Tue 1 Dec, 09:00 (Central Time).',
    )
    expect(note({ title: 'A', unpublishAt: '2026-11-01' })).toBe(
      'Not on the public site: taken down since Sun 1 Nov, 00:00 (Central Time).',
    )
    expect(note({ title: 'A', publishAt: '2026-11-01' })).toBe('')
    expect(note([{ title: 'a list' }])).toBe('')
  })
})
