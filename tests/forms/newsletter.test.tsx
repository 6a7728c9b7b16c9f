import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { NEWSLETTER_FLAG, NewsletterForm } from '../../src/forms/NewsletterForm.tsx'
import { Newsletter } from '../../src/sections/newsletter/Newsletter.tsx'
import { renderSection } from '../helpers/render.tsx'
import { sectionOf } from './section-of.ts'

const section = sectionOf('/insights', 'newsletter')
const SUCCESS = section.successMessage
const show = () => renderSection(section, { path: '/insights' })

let log: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  sessionStorage.clear()
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
})

const emailBox = () => screen.queryByRole('textbox', { name: 'Email address' }) as HTMLInputElement | null

describe('newsletter', () => {
  it('is a section titled by its heading with one required e-mail field and the subscribe button', async () => {
    await show()
    const region = screen.getByRole('region', { name: section.heading })
    expect(within(region).getByText(section.text!)).toBeTruthy()
    const input = emailBox()!
    expect(input.type).toBe('email')
    expect(input.required).toBe(true)
    expect(within(region).getByRole('form', { name: section.heading })).toBeTruthy()
    expect(within(region).getByRole('button', { name: section.buttonLabel })).toBeTruthy()
  })

  it('does nothing when submitted empty or with a malformed address', async () => {
    const user = userEvent.setup()
    await show()
    await user.click(screen.getByRole('button', { name: section.buttonLabel }))
    await user.type(emailBox()!, 'not-an-address')
    await user.click(screen.getByRole('button', { name: section.buttonLabel }))
    expect(log).not.toHaveBeenCalled()
    expect(screen.queryByText(SUCCESS)).toBeNull()
    expect(sessionStorage.getItem(NEWSLETTER_FLAG)).toBeNull()
  })

  it('on submit logs the address, shows the thank-you and clears the field', async () => {
    const user = userEvent.setup()
    await show()
    await user.type(emailBox()!, 'priya@harborbank.com')
    await user.click(screen.getByRole('button', { name: section.buttonLabel }))
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[1]).toEqual({ email: 'priya@harborbank.com' })
    expect(within(screen.getByRole('status')).getByText(SUCCESS)).toBeTruthy()
    expect(emailBox()!.value).toBe('')
  })

  it('stays subscribed for the session: after a remount the thank-you shows instead of the form', async () => {
    const user = userEvent.setup()
    const first = await show()
    await user.type(emailBox()!, 'priya@harborbank.com')
    await user.click(screen.getByRole('button', { name: section.buttonLabel }))
    first.unmount()

    await show()
    expect(await screen.findByText(SUCCESS)).toBeTruthy()
    expect(emailBox()).toBeNull()
    expect(screen.queryByRole('button', { name: section.buttonLabel })).toBeNull()
  })

  it('renders the form on the server whatever the session holds (storage is read after mount)', () => {
    sessionStorage.setItem(NEWSLETTER_FLAG, '1')
    const html = renderToString(<Newsletter {...section} />)
    expect(html).toContain('type="email"')
    expect(html).not.toContain(SUCCESS)
  })

  it('hydrates the pre-rendered form without a mismatch, then shows the thank-you of this session', async () => {
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(<Newsletter {...section} />)
    sessionStorage.setItem(NEWSLETTER_FLAG, '1')
    const errors = vi.spyOn(console, 'error')
    const root = await act(async () =>
      hydrateRoot(container, <Newsletter {...section} />, { onRecoverableError: (e) => console.error(e) }),
    )
    expect(errors).not.toHaveBeenCalled()
    expect(within(container).getByText(SUCCESS)).toBeTruthy()
    expect(within(container).queryByRole('textbox')).toBeNull()
    act(() => root.unmount())
    container.remove()
  })

  it('works without a heading, as on the article page, with its own id prefix', () => {
    render(<NewsletterForm buttonLabel="Subscribe" successMessage="Thanks!" idPrefix="article-newsletter" />)
    expect(emailBox()!.id).toBe('article-newsletter-email')
    expect(screen.getByRole('form', { name: 'Subscribe' })).toBeTruthy()
  })
})
