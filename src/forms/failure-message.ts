import type { DeliveryFailure } from './send-form.ts'

const KEPT = 'Everything you entered is still here.'

/**
 * What a visitor reads under a form whose submission did not arrive: what happened and what to do. `what` names
 * the submission ("message", "application"); `email` is offered as a way round a receiver that keeps refusing.
 */
export function failureMessage(failure: DeliveryFailure, what: string, email?: string): string {
  switch (failure.kind) {
    case 'network':
      return `Your ${what} was not sent: we could not reach our server. Check your internet connection, then press Retry. ${KEPT}`
    case 'timeout':
      return `Our server did not answer within ${failure.seconds} second${failure.seconds === 1 ? '' : 's'}, so your ${what} may not have arrived. Press Retry to send it again. ${KEPT}`
    case 'status':
      if (failure.message) return `Your ${what} was not sent. ${failure.message} ${KEPT}`
      return `Our server could not accept your ${what} just now (code ${failure.status}), so it was not sent. Press Retry to try again${email ? `, or email us at ${email}` : ''}. ${KEPT}`
  }
}
