import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SchemaField } from '../../src/studio/client/fields/SchemaField.tsx'
import { setAt } from '../../src/studio/client/fields/set-at.ts'
import type { Path } from '../../src/studio/client/fields/field-props.ts'
import type { JsonSchema } from '../../src/studio/client/studio-client.ts'
import { StudioContext } from '../../src/studio/client/studio-context.ts'

const SCHEMA: JsonSchema = {
  type: 'object',
  required: ['body'],
  properties: { body: { type: 'string', title: 'Article text', 'x-markdown': true } },
}
const ROOT: Path = []
const ROUTES = ['/', '/about', '/contact']

function Form({ seen }: { seen: (data: unknown) => void }) {
  const [data, setData] = useState<unknown>({ body: "Let's talk soon." })
  seen(data)
  return (
    <StudioContext.Provider
      value={{ routes: ROUTES, media: [], problems: new Map(), upload: () => Promise.reject(new Error('no')) }}
    >
      <form aria-label="Fields">
        <SchemaField
          name=""
          schema={SCHEMA}
          value={data}
          path={ROOT}
          required
          setAt={(path, value) => setData((d: unknown) => setAt(d, path, value))}
        />
      </form>
    </StudioContext.Provider>
  )
}

function setup() {
  let data: unknown
  render(<Form seen={(d) => (data = d)} />)
  const area = screen.getByLabelText(/^Article text/, { selector: 'textarea' }) as HTMLTextAreaElement
  // "talk" selected.
  area.focus()
  area.setSelectionRange(6, 10)
  return { user: userEvent.setup(), area, body: () => (data as { body: string }).body }
}

afterEach(() => vi.restoreAllMocks())

describe('the link button of a Markdown field', () => {
  it('asks where the link goes with the route picker, then links the selection and gives the focus back', async () => {
    const prompt = vi.spyOn(window, 'prompt')
    const { user, area, body } = setup()
    const link = screen.getByRole('button', { name: 'Link' })
    expect(link.getAttribute('aria-expanded')).toBe('false')
    await user.click(link)
    const picker = screen.getByRole('group', { name: 'Add a link' })
    expect(link.getAttribute('aria-expanded')).toBe('true')
    const to = within(picker).getByLabelText('Link to')
    expect(document.activeElement).toBe(to)
    // The same list of the site's pages as a link field.
    const list = document.getElementById(to.getAttribute('list')!)!
    expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual(ROUTES)
    await user.type(to, '/contact{Enter}')
    expect(body()).toBe("Let's [talk](/contact) soon.")
    expect(screen.queryByRole('group', { name: 'Add a link' })).toBeNull()
    // The text gets the focus at once; the selection follows once the new text is on screen.
    await waitFor(() => expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('talk'))
    expect(document.activeElement).toBe(area)
    expect(prompt).not.toHaveBeenCalled()
  })

  it('opens with Ctrl+K; Escape closes it with nothing changed and the focus and selection back in the text', async () => {
    const { user, area, body } = setup()
    await user.keyboard('{Control>}k{/Control}')
    const to = screen.getByLabelText('Link to')
    expect(document.activeElement).toBe(to)
    await user.type(to, '/ab')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: 'Add a link' })).toBeNull()
    expect(body()).toBe("Let's talk soon.")
    await waitFor(() => expect(document.activeElement).toBe(area))
    expect([area.selectionStart, area.selectionEnd]).toEqual([6, 10])
  })

  it('says what is missing when Add link is pressed with no address, and Cancel closes it', async () => {
    const { user, area, body } = setup()
    await user.click(screen.getByRole('button', { name: 'Link' }))
    await user.click(screen.getByRole('button', { name: 'Add link' }))
    expect(screen.getByRole('alert').textContent).toBe('Choose a page from the list or write an address first.')
    expect(screen.getByLabelText('Link to').getAttribute('aria-describedby')).toMatch(/-to-problem$/)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('group', { name: 'Add a link' })).toBeNull()
    expect(body()).toBe("Let's talk soon.")
    await waitFor(() => expect(document.activeElement).toBe(area))
  })
})
