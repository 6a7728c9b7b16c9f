import { heldWords } from '../ui/words/word-store.ts'
import type { SubmissionName, Words } from '../ui/words/words.ts'
import type { DeliveryFailure } from './send-form.ts'

/**
 * What a visitor reads under a form whose submission did not arrive: what happened and what to do, in the language
 * of `words`. `what` names the submission ("message", "application"); `email` is offered as a way round a receiver
 * that keeps refusing.
 */
export function failureMessage(
  failure: DeliveryFailure,
  what: SubmissionName,
  email?: string,
  words: Pick<Words, 'forms'> = heldWords(),
): string {
  const { failure: say, submissions } = words.forms
  const name = submissions[what]
  switch (failure.kind) {
    case 'network':
      return say.network(name, say.kept)
    case 'timeout':
      return say.timeout(name, failure.seconds, say.kept)
    case 'status':
      if (failure.message) return say.refused(name, failure.message, say.kept)
      return say.status(name, failure.status, email, say.kept)
  }
}

/**
 * Whether sending the same again can work: not when the site's own server refused what was sent (400 a field, 413 a
 * file too large, 415 a file of another kind), where its words say what to change and the submit button sends it.
 */
export function canRetry(failure: DeliveryFailure): boolean {
  return !(failure.kind === 'status' && failure.message !== undefined && [400, 413, 415].includes(failure.status))
}
