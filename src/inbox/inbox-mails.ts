import type { FormName } from '../content/schema/site.ts'
import { TALENT_POOL_DAYS } from '../forms/retention-days.ts'
import { languageName } from '../lib/language-name.ts'
import type { Entry, OutgoingMail } from './types.ts'
import { inboxWordsFor } from './words/words-for.ts'

/** What the mails of one submission are made of. */
export interface MailFacts {
  entry: Pick<Entry, 'id' | 'form' | 'name' | 'email' | 'job' | 'jobTitle' | 'fields' | 'file' | 'talentPool' | 'lang'>
  company: string
  /** Who is told of submissions of this form. */
  notify: string
  /** The submission in the team studio's inbox. */
  inboxUrl: string
  /** The signed link that withdraws and deletes it. */
  withdrawUrl: string
  /** Days it is kept after the last change (null: until deleted). */
  retentionDays: number | null
  /** The job's title as the published site has it (undefined: not one of its jobs); the notification's. */
  siteJobTitle?: string
  /** The same in the sender's language, when it has that translation; the confirmation names no other. */
  sendersJobTitle?: string
  /** The sender's language (`entry.lang`, else the site's default): the confirmation's. */
  lang: string
}

const WHAT: Record<FormName, string> = {
  application: 'application',
  consultation: 'consultation request',
  contact: 'contact message',
  newsletter: 'newsletter sign-up',
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]+/g

/** One line of a subject or a header: no line breaks or control characters, at most 200 characters. */
const line = (text: string) => text.replace(CONTROL, ' ').trim().slice(0, 200)

/**
 * The name a confirmation greets with. Anyone can type any address into a form, so the confirmation carries no text
 * of theirs that could be a message to someone else: no name that is long or looks like a link or an address.
 */
function greeting(name: string): string {
  const text = line(name)
  return text.length <= 60 && !/:\/\/|www\.|@|\.[a-z]{2,}\b/i.test(text) ? text : ''
}

/** Whether the sender of each form gets a confirmation (with the withdraw link): not for the newsletter. */
const CONFIRMED: Record<FormName, boolean> = { application: true, consultation: true, contact: true, newsletter: false }

/** The mails of a submission let into the inbox: the notification, and the sender's confirmation. */
export function submissionMails(facts: MailFacts): OutgoingMail[] {
  return CONFIRMED[facts.entry.form] ? [notificationMail(facts), confirmationMail(facts)] : [notificationMail(facts)]
}

/**
 * The mail to the form's address: that something came in, for which of the site's jobs, and the link into the inbox.
 * It names no one and carries nothing the sender wrote (no Reply-To either): the address is site content an editor
 * sets, and who sent what is read in the inbox, where every view is recorded.
 */
export function notificationMail({ entry, notify, inboxUrl, siteJobTitle }: MailFacts): OutgoingMail {
  const job = siteJobTitle ? line(siteJobTitle) : undefined
  const facts = [
    ...(job ? [`Job: ${job}`] : []),
    ...(entry.file ? [`Resume: a PDF of ${Math.max(1, Math.round(entry.file.size / 1024))} KB, in the inbox`] : []),
    ...(entry.talentPool ? ['Talent pool: yes, may be kept for other jobs'] : []),
    ...(entry.lang ? [`Language: ${languageName(entry.lang)} (the sender was confirmed in it)`] : []),
  ]
  return {
    to: notify,
    subject: `New ${WHAT[entry.form]}${job ? ` for ${job}` : ''}`,
    text: `A new ${WHAT[entry.form]} came in through the website.\n\n${facts.length ? `${facts.join('\n')}\n\n` : ''}Read it in the team studio's inbox:\n${inboxUrl}\n`,
  }
}

/**
 * The mail to the sender, in their language: what was received, how long it is kept, and the link that withdraws and
 * deletes it. Of what the sender typed, only a first name that looks like one (see greeting).
 */
export function confirmationMail(facts: MailFacts): OutgoingMail {
  const { entry, company, notify, withdrawUrl, retentionDays } = facts
  const say = inboxWordsFor(facts.lang).confirmation
  const application = entry.form === 'application'
  // The site's own title of the job only: a title the visitor sent is theirs, not the firm's to mail out.
  const jobTitle = facts.sendersJobTitle ?? facts.siteJobTitle
  const received = application ? say.receivedApplication(jobTitle ? line(jobTitle) : '') : say.receivedMessage
  const pool = entry.talentPool ? say.talentPool(TALENT_POOL_DAYS / 365) : ''
  return {
    to: entry.email,
    subject: line(say.subject(application, company)),
    text: `${say.hello(greeting(entry.fields.firstName ?? entry.name))}\n\n${received}\n\n${say.kept(application, retentionDays)}${pool}\n\n${say.withdraw(application)}\n${withdrawUrl}\n\n${company}\n`,
    replyTo: notify,
  }
}
