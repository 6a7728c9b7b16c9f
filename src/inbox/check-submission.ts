import type { FormName } from '../content/schema/site.ts'
import { linkedinProblem } from '../forms/linkedin-rule.ts'
import { hasPdfSignature, resumeTooLarge } from '../forms/resume-rules.ts'
import { ELAPSED_FIELD } from '../forms/time-trap.ts'
import { wordsFor } from '../ui/words/words-for.ts'
import { FORM_FIELDS } from './form-fields.ts'
import type { Sent, Upload } from './parse-submission.ts'
import { inboxWordsFor } from './words/words-for.ts'

/** A submission that passed every check, as it is to be stored. */
export interface Checked {
  email: string
  /** The sender's name as typed ('' for the newsletter). */
  name: string
  /** The form's text fields that were filled, cleaned, by name. */
  fields: Record<string, string>
  job?: string
  jobTitle?: string
  talentPool: boolean
  resume?: Upload
  /** The honeypot was filled: a bot. */
  honeypot: boolean
  /** Milliseconds between showing the form and sending it, as the page said; undefined when it did not say. */
  elapsedMs?: number
}

/** Why a submission is refused, in words that name the fix. */
export interface Refusal {
  status: 400
  message: string
}

/** An address a browser's type=email accepts, with a dot in its domain (mail is sent to it). */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/
/** A job's id as the site makes them (its file name in jobs/). */
const JOB_ID = /^[a-z0-9][a-z0-9-]{0,199}$/
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]+/g
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f]/g
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
const MULTILINE = new Set(['message', 'coverLetter'])
const YES = new Set(['yes', 'on', 'true'])

/**
 * Text as stored: well-formed Unicode without control characters (a NUL cannot be stored), line breaks kept only in
 * the fields that have lines, trimmed.
 */
export function cleanText(value: string, multiline: boolean): string {
  const text = value.replace(LONE_SURROGATE, '\ufffd').replace(/\r\n?/g, '\n')
  return (multiline ? text.replace(CONTROL_BUT_LINES, '') : text.replace(CONTROL, ' ')).trim()
}

/**
 * Checks what a form sent, as the form itself does: required fields, the e-mail address, each field's length, the
 * LinkedIn address, and for the application a résumé that is a PDF by its bytes and within `maxResumeMb`. The
 * honeypot and the time trap are only read here: the caller decides. The refusal is in `lang` (absent: English).
 */
export async function checkSubmission(
  form: FormName,
  sent: Sent,
  options: { maxResumeMb: number; jobTitle?: (id: string) => string | undefined; lang?: string },
): Promise<Checked | Refusal> {
  const refuse = (message: string): Refusal => ({ status: 400, message })
  const say = inboxWordsFor(options.lang).check
  const words = wordsFor(options.lang).forms
  const fields: Record<string, string> = {}
  for (const rule of FORM_FIELDS[form]) {
    const value = cleanText(sent.fields.get(rule.name) ?? '', MULTILINE.has(rule.name))
    if (rule.required && !value) return refuse(say.fillIn(say.labels[rule.name]))
    if (value.length > rule.max) return refuse(say.tooLong(say.labels[rule.name], rule.max))
    if (value) fields[rule.name] = value
  }
  const email = fields.email ?? ''
  if (!EMAIL.test(email)) return refuse(say.email)
  const linkedin = fields.linkedin ? linkedinProblem(fields.linkedin, words.linkedinHttps) : ''
  if (linkedin) return refuse(linkedin)

  const checked: Checked = {
    email,
    name: '',
    fields,
    talentPool: false,
    honeypot: Boolean(sent.fields.get('_gotcha')?.trim()),
  }
  const elapsed = sent.fields.get(ELAPSED_FIELD)?.trim()
  if (elapsed) checked.elapsedMs = Number(elapsed)
  if (form !== 'application') {
    checked.name = fields.name ?? ''
    // The consultation's box: "yes" from the script, "on" from a native post; kept as yes or no.
    if (fields.consent !== undefined) fields.consent = YES.has(fields.consent.toLowerCase()) ? 'yes' : 'no'
    return checked
  }

  const { job, jobId, ...rest } = fields
  checked.fields = rest
  checked.name = `${fields.firstName} ${fields.lastName}`
  checked.talentPool = YES.has((sent.fields.get('talentPool') ?? '').trim().toLowerCase())
  // Only one of the site's jobs is kept as the job (the inbox's job filter lists them); a made-up id is not.
  const siteTitle = jobId && JOB_ID.test(jobId) ? options.jobTitle?.(jobId) : undefined
  if (siteTitle || (jobId && JOB_ID.test(jobId) && !options.jobTitle)) checked.job = jobId
  const title = siteTitle || job
  if (title) checked.jobTitle = title
  const resume = sent.files.get('resume')
  if (!resume || resume.bytes.byteLength === 0) return refuse(say.resume)
  if (resume.bytes.byteLength > options.maxResumeMb * 1024 * 1024)
    return refuse(resumeTooLarge(resume.bytes.byteLength, options.maxResumeMb, words.resume))
  if (!(await hasPdfSignature(new Blob([resume.bytes])))) return refuse(words.resume.notPdfContent)
  const name = cleanText(resume.name.split(/[\\/]/).pop() ?? '', false).slice(0, 200)
  checked.resume = { name: name || 'resume.pdf', type: 'application/pdf', bytes: resume.bytes }
  return checked
}
