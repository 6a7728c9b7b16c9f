import { describe, expect, it } from 'vitest'
import { linkedinProblem } from '../../src/forms/linkedin-rule.ts'
import { checkResume, hasPdfSignature, isPdf, resumeProblem, resumeTooLarge } from '../../src/forms/resume-rules.ts'
import { en } from '../../src/ui/words/en.ts'
import { fakePdf, pdf } from './with-forms.tsx'

const { notPdf: RESUME_NOT_PDF, notPdfContent: RESUME_NOT_PDF_CONTENT } = en.forms.resume
const LINKEDIN_HTTPS = en.forms.linkedinHttps

const MB = 1024 * 1024

describe('resume rules', () => {
  it('takes a PDF by its extension or its type', () => {
    expect(isPdf({ name: 'cv.PDF', type: '' })).toBe(true)
    expect(isPdf({ name: 'cv', type: 'application/pdf' })).toBe(true)
    expect(isPdf({ name: 'cv.docx', type: 'application/msword' })).toBe(false)
  })

  it('reads the content: "%PDF-" at the start is a PDF, a renamed text file or an empty file is not', async () => {
    expect(await hasPdfSignature(pdf())).toBe(true)
    expect(await hasPdfSignature(fakePdf())).toBe(false)
    expect(await hasPdfSignature(new File([''], 'empty.pdf'))).toBe(false)
    expect(await hasPdfSignature(new File(['%PDF'], 'short.pdf'))).toBe(false)
    expect(await hasPdfSignature(new File([' %PDF-1.7'], 'late.pdf'))).toBe(false)
  })

  it('refuses a file over the limit, saying its size, the limit and what to do', () => {
    const big = { name: 'cv.pdf', type: 'application/pdf', size: 50 * MB }
    expect(resumeProblem(big, 5)).toBe(
      'This file is 50.0 MB; a resume can be at most 5 MB. Please choose a smaller PDF (saving it again with smaller images usually helps).',
    )
    expect(resumeProblem({ ...big, size: 5 * MB }, 5)).toBe('')
    expect(resumeProblem({ ...big, size: 5 * MB + 1 }, 5)).toBe(resumeTooLarge(5 * MB + 1, 5))
    expect(resumeProblem({ ...big, size: 6 * MB }, 8)).toBe('')
  })

  it('checks the type first, then the size, then the content', async () => {
    expect(await checkResume(new File(['x'], 'cv.docx'), 5)).toBe(RESUME_NOT_PDF)
    expect(await checkResume(new File([new Uint8Array(50 * MB)], 'cv.pdf'), 5)).toMatch(/^This file is 50\.0 MB/)
    expect(await checkResume(fakePdf(), 5)).toBe(RESUME_NOT_PDF_CONTENT)
    expect(await checkResume(pdf(), 5)).toBe('')
    expect(RESUME_NOT_PDF_CONTENT).toBe(
      'This file is named like a PDF but is not a PDF document. Please save or export your resume as a PDF and choose that file.',
    )
  })
})

describe('LinkedIn rule', () => {
  it.each(['', '  ', 'https://www.linkedin.com/in/jane-doe', 'https://linkedin.com/in/jane?trk=x'])(
    'accepts %j',
    (value) => expect(linkedinProblem(value)).toBe(''),
  )

  it.each([
    'http://www.linkedin.com/in/jane-doe',
    'linkedin.com/in/jane-doe',
    'www.linkedin.com/in/jane-doe',
    'javascript:alert(1)',
    'ftp://linkedin.com/in/jane',
    'https://',
  ])('refuses %j with a message that says what to enter', (value) => {
    expect(linkedinProblem(value)).toBe(LINKEDIN_HTTPS)
  })

  it('says what to enter, with an example', () => {
    expect(LINKEDIN_HTTPS).toBe(
      'Please enter your LinkedIn profile as a full https:// address, for example https://www.linkedin.com/in/your-name.',
    )
  })
})
