import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FormsSettings } from '../../src/content/schema/site.ts'
import { en } from '../../src/ui/words/en.ts'
import { resumeTooLarge } from '../../src/forms/resume-rules.ts'
import { sectionOf } from './section-of.ts'
import { fakePdf, pdf, renderWithForms } from './with-forms.tsx'

const JOB_PATH = '/careers/apply/devops-engineer'
const section = sectionOf(JOB_PATH, 'jobDetail')
const MB = 1024 * 1024
const RESUME_NOT_PDF_CONTENT = en.forms.resume.notPdfContent
const LINKEDIN_HTTPS = en.forms.linkedinHttps

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {})
})

/** Lets the resume's content check (an async read of its first bytes) finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

async function setup(forms: FormsSettings = {}) {
  const user = userEvent.setup()
  await renderWithForms(section, forms, JOB_PATH)
  const form = screen.getByRole('form', { name: section.formHeading })
  const f = within(form)
  const first = f.getByRole('textbox', { name: /^First Name/ }) as HTMLInputElement
  const email = f.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement
  const linkedin = f.getByRole('textbox', { name: 'LinkedIn Profile' }) as HTMLInputElement
  const resume = f.getByLabelText(/^Resume \(PDF\)/) as HTMLInputElement
  await user.type(first, 'Jane')
  await user.type(email, 'jane.doe@example.com')
  const described = (el: HTMLElement) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ')
  return { user, form, f, first, email, linkedin, resume, described }
}

describe('resume checks', { timeout: 20_000 }, () => {
  it('refuses a text file renamed resume.pdf, by its content, with a message under the field; other values stay', async () => {
    const s = await setup()
    await s.user.upload(s.resume, fakePdf())
    await settle()
    expect(s.f.getByRole('alert').textContent).toBe(RESUME_NOT_PDF_CONTENT)
    expect(s.resume.validationMessage).toBe(RESUME_NOT_PDF_CONTENT)
    expect(s.resume.getAttribute('aria-invalid')).toBe('true')
    expect(s.described(s.resume)).toBe(RESUME_NOT_PDF_CONTENT)
    expect([s.first.value, s.email.value]).toEqual(['Jane', 'jane.doe@example.com'])

    await s.user.upload(s.resume, pdf())
    await settle()
    expect(s.f.queryByRole('alert')).toBeNull()
    expect(s.resume.validity.customError).toBe(false)
    expect(s.resume.getAttribute('aria-invalid')).toBeNull()
  })

  it('refuses a 50 MB PDF, saying the size and the limit; other values stay', async () => {
    const s = await setup()
    await s.user.upload(s.resume, new File([new Uint8Array(50 * MB)], 'scan.pdf', { type: 'application/pdf' }))
    expect(s.f.getByRole('alert').textContent).toBe(resumeTooLarge(50 * MB, 5))
    expect(s.resume.validationMessage).toMatch(/^This file is 50\.0 MB; a resume can be at most 5 MB\./)
    expect([s.first.value, s.email.value]).toEqual(['Jane', 'jane.doe@example.com'])
  })

  it('says the limit before a file is picked, and takes it from the site file (forms.maxResumeMb)', async () => {
    const s = await setup({ maxResumeMb: 8 })
    expect(s.described(s.resume)).toBe('PDF, up to 8 MB')
    const sixMb = new Uint8Array(6 * MB)
    sixMb.set([0x25, 0x50, 0x44, 0x46, 0x2d])
    await s.user.upload(s.resume, new File([sixMb], 'cv.pdf', { type: 'application/pdf' }))
    await settle()
    expect(s.f.queryByRole('alert')).toBeNull()
    expect(s.resume.validity.customError).toBe(false)
  })

  it('judges the file picked last when two are picked in quick succession', async () => {
    const s = await setup()
    const pick = (file: File) => {
      Object.defineProperty(s.resume, 'files', { value: [file], configurable: true })
      fireEvent.change(s.resume)
    }
    pick(fakePdf()) // its content check is still reading when the next file comes
    pick(pdf())
    await settle()
    expect(s.f.queryByRole('alert')).toBeNull()
    expect(s.resume.validity.customError).toBe(false)
  })
})

describe('LinkedIn field', { timeout: 20_000 }, () => {
  it('takes https:// addresses only: a submit attempt shows the message under the field, fixing it removes it', async () => {
    const s = await setup()
    await s.user.type(s.linkedin, 'http://www.linkedin.com/in/jane-doe')
    expect(s.linkedin.validationMessage).toBe(LINKEDIN_HTTPS) // the browser blocks the submit with the same words
    await s.user.tab()
    // Nothing shows on leaving the field: the message would move the submit button away under a click.
    expect(s.f.queryByText(LINKEDIN_HTTPS)).toBeNull()
    await s.user.click(s.f.getByRole('button', { name: section.submitLabel }))
    expect(s.described(s.linkedin)).toBe(LINKEDIN_HTTPS)
    expect(s.linkedin.getAttribute('aria-invalid')).toBe('true')

    await s.user.clear(s.linkedin)
    await s.user.type(s.linkedin, 'https://www.linkedin.com/in/jane-doe')
    expect(s.linkedin.validity.valid).toBe(true)
    expect(s.f.queryByText(LINKEDIN_HTTPS)).toBeNull()
    expect(s.linkedin.getAttribute('aria-invalid')).toBeNull()
  })

  it('shows the message for an entry that is not a URL at all', async () => {
    const s = await setup()
    await s.user.type(s.linkedin, 'linkedin.com/in/jane-doe')
    expect(s.linkedin.validity.typeMismatch).toBe(true)
    await s.user.click(s.f.getByRole('button', { name: section.submitLabel }))
    expect(s.described(s.linkedin)).toBe(LINKEDIN_HTTPS)
  })
})
