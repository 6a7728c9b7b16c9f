import type { en } from './en.ts'

/** The inbox's words in one language: English's keys, each with a text (or a function making one) of its own. */
export type InboxWords = typeof en
