import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { JobDetail } from '../../src/sections/jobDetail/JobDetail.tsx'
import { renderRoute, testBuilt } from '../helpers/render.tsx'
import { sectionOf } from './section-of.ts'

const ALERT = 'Thank you for your application! We will contact you soon.'
const EXPERIENCE = ['0-1', '1-3', '3-5', '5-10', '10+']
const SOURCES = ['Job Board', 'LinkedIn', 'Company Website', 'Referral', 'Other']
const JOB_PATH = '/careers/apply/senior-software-engineer'
const section = sectionOf(JOB_PATH, 'jobDetail')
const { job } = section

function Careers() {
  return <p>Now at {useLocation().pathname}</p>
}

let log: ReturnType<typeof vi.spyOn>
let alert: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
})

function setup(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options)
  render(
    <MemoryRouter initialEntries={[job.path]}>
      <Routes>
        <Route path="/careers/apply/:jobId" element={<JobDetail {...section} />} />
        <Route path="/careers" element={<Careers />} />
      </Routes>
    </MemoryRouter>,
  )
  const form = screen.getByRole('form', { name: 'Apply Now' })
  const f = within(form)
  const box = (name: RegExp | string) => f.getByRole('textbox', { name }) as HTMLInputElement
  return {
    user,
    form,
    firstName: box(/^First Name/),
    lastName: box(/^Last Name/),
    email: box(/^Email/),
    phone: box('Phone'),
    linkedin: box('LinkedIn Profile'),
    resume: f.getByLabelText(/^Resume \(PDF\)/) as HTMLInputElement,
    coverLetter: box('Cover Letter') as unknown as HTMLTextAreaElement,
    experience: f.getByRole('combobox', { name: 'Years of Experience' }) as HTMLSelectElement,
    source: f.getByRole('combobox', { name: 'How did you hear about us?' }) as HTMLSelectElement,
    submit: f.getByRole('button', { name: 'Submit Application' }),
  }
}

const pdf = () => new File(['%PDF-1.7'], 'marcus-reyes-resume.pdf', { type: 'application/pdf' })

describe('jobDetail', () => {
  it("shows the job title as the page heading, 'location | type' and the hero image", () => {
    setup()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Senior Software Engineer')
    expect(screen.getByText('San Francisco, CA | Full-time')).toBeTruthy()
    const img = screen.getByRole('img', { name: job.image.alt })
    expect(img.getAttribute('loading')).toBe('eager')
  })

  it('shows the description, responsibilities, requirements and benefits, then similar open roles', () => {
    setup()
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings).toEqual([
      'Job Description',
      'Responsibilities',
      'Requirements',
      'Benefits',
      'Apply Now',
      'Similar Open Roles',
    ])
    expect(screen.getByText(/As a Senior Software Engineer/).tagName).toBe('P')
    for (const [title, items] of [
      ['Responsibilities', job.responsibilities],
      ['Requirements', job.requirements],
      ['Benefits', job.benefits],
    ] as const) {
      const list = screen.getByRole('heading', { name: title }).nextElementSibling as HTMLElement
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(items)
    }
  })

  it('marks first name, last name, e-mail and resume as required, the rest optional, with the right input types', () => {
    const s = setup()
    expect([s.firstName, s.lastName, s.email, s.resume].map((el) => el.required)).toEqual([true, true, true, true])
    expect([s.phone, s.linkedin, s.coverLetter, s.experience, s.source].map((el) => el.required)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
    expect([s.email.type, s.phone.type, s.linkedin.type, s.resume.type]).toEqual(['email', 'tel', 'url', 'file'])
    expect(s.resume.accept).toBe('.pdf,application/pdf')
    expect(s.resume.multiple).toBe(false)
  })

  it('offers an empty choice followed by the exact experience bands and sources', () => {
    const s = setup()
    const values = (select: HTMLSelectElement) => [...select.options].map((o) => o.value)
    expect(values(s.experience)).toEqual(['', ...EXPERIENCE])
    expect(values(s.source)).toEqual(['', ...SOURCES])
    expect([...s.experience.options].slice(1).map((o) => o.textContent)).toEqual(EXPERIENCE)
    expect([...s.source.options].slice(1).map((o) => o.textContent)).toEqual(SOURCES)
    expect([s.experience.value, s.source.value]).toEqual(['', ''])
  })

  it('does not submit while a required field or the resume is missing', async () => {
    const s = setup()
    await s.user.type(s.firstName, 'Marcus')
    await s.user.type(s.lastName, 'Reyes')
    await s.user.type(s.email, 'marcus@example.com')
    await s.user.click(s.submit)
    expect(alert).not.toHaveBeenCalled()
    expect(s.firstName.value).toBe('Marcus')
  })

  it('rejects a LinkedIn entry that is not a URL (browser check)', async () => {
    const s = setup()
    await s.user.type(s.firstName, 'Marcus')
    await s.user.type(s.lastName, 'Reyes')
    await s.user.type(s.email, 'marcus@example.com')
    await s.user.upload(s.resume, pdf())
    await s.user.type(s.linkedin, 'linkedin/marcus')
    expect(s.linkedin.validity.typeMismatch).toBe(true)
    await s.user.click(s.submit)
    expect(alert).not.toHaveBeenCalled()
    await s.user.clear(s.linkedin)
    await s.user.type(s.linkedin, 'https://www.linkedin.com/in/marcus-reyes')
    expect(s.linkedin.validity.valid).toBe(true)
  })

  it('refuses a non-PDF picked via "All files" with a clear message and keeps the other values', async () => {
    const s = setup({ applyAccept: false })
    await s.user.type(s.firstName, 'Marcus')
    await s.user.type(s.lastName, 'Reyes')
    await s.user.type(s.email, 'marcus@example.com')
    await s.user.upload(
      s.resume,
      new File(['hello'], 'resume.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    )
    const message = 'Please choose your resume as a PDF file (.pdf).'
    expect(s.resume.validationMessage).toBe(message)
    expect(screen.getByRole('alert').textContent).toBe(message)
    expect(s.resume.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    await s.user.click(s.submit)
    expect(alert).not.toHaveBeenCalled()
    expect([s.firstName.value, s.lastName.value, s.email.value]).toEqual(['Marcus', 'Reyes', 'marcus@example.com'])

    await s.user.upload(s.resume, pdf())
    expect(s.resume.validity.customError).toBe(false)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('on submit logs the values with the file name, shows the exact alert and navigates to /careers', async () => {
    const s = setup()
    await s.user.type(s.firstName, 'Marcus')
    await s.user.type(s.lastName, 'Reyes')
    await s.user.type(s.email, 'marcus@example.com')
    await s.user.type(s.phone, '+1 512 555 0199')
    await s.user.type(s.linkedin, 'https://www.linkedin.com/in/marcus-reyes')
    await s.user.upload(s.resume, pdf())
    await s.user.type(s.coverLetter, 'I have led three cloud migrations.')
    await s.user.selectOptions(s.experience, '5-10')
    await s.user.selectOptions(s.source, 'Referral')
    expect(s.form.querySelectorAll(':invalid')).toHaveLength(1) // jsdom cannot see user-event's file: only the resume
    // jsdom keeps its own empty file list under user-event's upload, so the browser check would always block here;
    // the submit event is what a browser fires once every check passes.
    fireEvent.submit(s.form)

    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[1]).toEqual({
      job: job.title,
      firstName: 'Marcus',
      lastName: 'Reyes',
      email: 'marcus@example.com',
      phone: '+1 512 555 0199',
      linkedin: 'https://www.linkedin.com/in/marcus-reyes',
      resume: 'marcus-reyes-resume.pdf',
      coverLetter: 'I have led three cloud migrations.',
      yearsOfExperience: '5-10',
      hearAboutUs: 'Referral',
    })
    expect(alert).toHaveBeenCalledExactlyOnceWith(ALERT)
    expect(screen.getByText('Now at /careers')).toBeTruthy()
  })

  it('on the real job page, a submit alerts and opens the careers page', async () => {
    const user = userEvent.setup()
    await renderRoute(JOB_PATH)
    const form = await screen.findByRole('form', { name: 'Apply Now' })
    await user.type(within(form).getByRole('textbox', { name: /^First Name/ }), 'Priya')
    // Awaited: the careers page may suspend while it loads.
    await act(async () => fireEvent.submit(form))
    expect(alert).toHaveBeenCalledExactlyOnceWith(ALERT)
    const careers = testBuilt().pages.get('/careers')!.sections[0] as { heading: string }
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(careers.heading))
    expect(screen.queryByRole('form', { name: 'Apply Now' })).toBeNull()
  })
})
