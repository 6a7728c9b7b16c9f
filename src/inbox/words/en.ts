import type { FormName } from '../../content/schema/site.ts'

/** A form's field by its name, as the server's messages name it ("Please fill in your e-mail address."). */
type FieldLabels = Record<
  | 'name'
  | 'email'
  | 'phone'
  | 'company'
  | 'service'
  | 'message'
  | 'consent'
  | 'job'
  | 'jobId'
  | 'firstName'
  | 'lastName'
  | 'linkedin'
  | 'coverLetter'
  | 'yearsOfExperience'
  | 'hearAboutUs',
  string
>

/**
 * The inbox's own words in English: its pages (thank-you, refusals, the withdraw link), the messages a form is
 * refused with, and the confirmation mail. The spec's success texts are here as the site's content has them (the
 * server does not load pages). Each other language's file has the same keys (`InboxWords`).
 */
export const en = {
  /** What a visitor sent each form as, in "your …" ("Your application was not sent"). */
  submissions: {
    consultation: 'message',
    contact: 'message',
    newsletter: 'sign-up',
    application: 'application',
  } satisfies Record<FormName, string> as Record<FormName, string>,
  /** What an unknown address's refusal calls the submission. */
  form: 'form',
  thanks: {
    title: 'Thank you',
    heading: (first: string) => (first ? `Thank you, ${first}` : 'Thank you'),
    /** The success text of each form, as the page shows it after a post without JavaScript. */
    text: {
      consultation: 'Thank you for your message. We will get back to you soon.',
      contact: 'Thank you for your message! Our team will get back to you within 24 hours.',
      newsletter: 'Thank you for subscribing! Watch your inbox for our next issue.',
      application: 'Thank you for your application! We will contact you soon.',
    } satisfies Record<FormName, string> as Record<FormName, string>,
    openPositions: 'See the open positions',
    back: 'Back to the website',
  },
  notSent: {
    title: 'Not sent',
    heading: (what: string) => `Your ${what} was not sent`,
    goBack:
      'Go back with your browser’s Back button: what you typed is usually still in the form. Fix this, then send it again.',
    back: 'Back to the form',
  },
  /** Why the server did not take a form, in words that name what to do. */
  refused: {
    noSettings: 'The server cannot take forms just now. Please try again in a minute.',
    notHere: 'This form does not send to this server.',
    window: (minutes: number) => (minutes === 1 ? 'a minute' : `${minutes} minutes`),
    flood: (window: string) =>
      `More forms came from your address within ${window} than a person sends. Please wait ${window}, then send it again.`,
    busy: 'The server is busy receiving other forms just now, so nothing was kept. Please send it again in a minute.',
    tooLargeResume: (maxMb: number) =>
      `The form is larger than the server takes: a resume can be at most ${maxMb} MB. Please choose a smaller PDF.`,
    tooLarge: 'The form is larger than the server takes. Please shorten your message.',
    notStored: 'The server could not store the form just now, so nothing was kept. Please try again in a minute.',
    formsOnly: 'This address only takes forms sent to it.',
    crossSite: 'This form can only be sent from this site’s own pages.',
    noForm: 'There is no form at this address.',
    failed: 'Something went wrong on the server, so nothing was kept. Please try again.',
  },
  /** A body no form sends (a program's, or one broken on its way). */
  unreadable: {
    json: 'The form could not be read: it was not sent as valid JSON.',
    object: 'The form could not be read: send its fields as one JSON object.',
    multipart: 'The form could not be read: its multipart body is broken. Please send it again.',
    type: 'The form could not be read: send it as JSON, urlencoded or multipart form data, as the site’s forms do.',
  },
  /** What the server checks again of what a form sent. */
  check: {
    fillIn: (label: string) => `Please fill in your ${label}.`,
    tooLong: (label: string, max: number) =>
      `Your ${label} is longer than ${max.toLocaleString('en-US')} characters: please shorten it.`,
    email: 'Please check your e-mail address: it should look like name@example.com.',
    resume: 'Please attach your resume as a PDF file.',
    labels: {
      name: 'name',
      email: 'e-mail address',
      phone: 'phone number',
      company: 'company',
      service: 'service',
      message: 'message',
      consent: 'consent',
      job: 'job',
      jobId: 'job',
      firstName: 'first name',
      lastName: 'last name',
      linkedin: 'LinkedIn profile',
      coverLetter: 'cover letter',
      yearsOfExperience: 'years of experience',
      hearAboutUs: 'how you heard about us',
    } satisfies FieldLabels as FieldLabels,
  },
  /** The pages of the withdraw link in the confirmation. */
  withdraw: {
    toSite: 'Go to the website',
    write: (email: string) => `, or write to ${email}`,
    invalidTitle: 'Link not valid',
    invalidHeading: 'This withdraw link is not valid',
    invalidText: (write: string) =>
      `It may have been cut short on its way. Open the whole link from the e-mail we sent you${write}.`,
    goneTitle: 'Already deleted',
    goneHeading: 'This submission is already deleted',
    goneText:
      'It was withdrawn with this link before, or deleted at the end of the time we keep it. Nothing of it is left to delete.',
    title: (what: string) => `Withdraw your ${what}`,
    askJob: (jobTitle: string, resume: boolean) =>
      `Press the button to withdraw your application for ${jobTitle} and delete it${resume ? ' and your resume' : ''} at once.`,
    ask: (what: string) => `Press the button to withdraw your ${what} and delete it at once.`,
    button: (what: string) => `Withdraw and delete my ${what}`,
    doneTitle: 'Deleted',
    doneHeading: (what: string) => `Your ${what} is deleted`,
    doneText: (what: string, resume: boolean) =>
      `We deleted your ${what}${resume ? ' and your resume' : ''} at once: nothing of it is left in our inbox.`,
  },
  /** The mail to the sender of a form. */
  confirmation: {
    subject: (application: boolean, company: string) =>
      application ? `Your application to ${company}` : `Your message to ${company}`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    receivedApplication: (jobTitle: string) =>
      `Thank you for your application${jobTitle ? ` for ${jobTitle}` : ''}. We received it and will contact you soon.`,
    receivedMessage: 'Thank you for your message. We received it and will get back to you soon.',
    kept: (application: boolean, days: number | null) => {
      const what = application ? 'application' : 'message'
      return days === null
        ? `We keep your ${what} until we delete it.`
        : `We keep your ${what} for ${days} days after our last step on it, then delete it.`
    },
    talentPool: (years: number) =>
      ` You agreed to our talent pool: we keep your application for ${years} years from today and may consider you for other jobs.`,
    withdraw: (application: boolean) =>
      `To withdraw your ${application ? 'application' : 'message'} and have it deleted at once, open this link:`,
  },
}
