import type { en } from './en.ts'

/** The interface's words in one language: English's keys, each with a text (or a function making one) of its own. */
export type Words = typeof en

/** What a form's submission is called in its messages ("message", "application", "sign-up"). */
export type SubmissionName = keyof Words['forms']['submissions']
