import { useEffect, useRef, useState } from 'react'
import { useOptionalSite } from '../ui/site-context.tsx'
import { useWords } from '../ui/words/use-words.ts'
import type { SubmissionName } from '../ui/words/words.ts'
import type { FormName } from '../content/schema/site.ts'
import { deliveryFor, honeypotName } from './delivery-for.ts'
import { FORMS_DELIVER } from './forms-deliver.ts'
import { canRetry, failureMessage } from './failure-message.ts'
import { recordSubmission } from './record-submission.ts'
import type { DeliveryFailure, Submission } from './send-form.ts'
import { ELAPSED_FIELD } from './time-trap.ts'

/** The sending code loads with the first submission: forms that stay local never fetch it. */
async function send(...args: Parameters<typeof import('./send-form.ts').sendForm>): Promise<DeliveryFailure | null> {
  try {
    const { sendForm } = await import('./send-form.ts')
    return await sendForm(...args)
  } catch {
    return { kind: 'network' } // the chunk itself did not load: the connection is gone
  }
}

interface Submit {
  fields: Submission['fields']
  file?: Submission['file']
  /** What the local delivery writes to the console, when it differs from `fields`. */
  logged?: Record<string, unknown>
  /** The form's success state: thank-you, reset, alert… */
  onSuccess: () => void
}

/**
 * The delivery of one form and the site's form settings (none without a site provider: local). `submit` runs the local
 * behaviour synchronously, exactly as the spec has it; with delivery on it sends once at a time (`sending`), then
 * calls `onSuccess` or sets `error`, the message for the visitor, and `retry`, whether sending the same again can
 * work. A filled honeypot "succeeds" without sending. To the site's own server it also sends how long the form was
 * shown (the time trap). `what` names the submission in that message ("message", "application"), which is in the
 * page's language.
 */
export function useDelivery(form: FormName, what: SubmissionName) {
  const site = useOptionalSite()
  const words = useWords()
  const settings = site?.forms ?? {}
  const delivery = deliveryFor(settings, form, site?.lang)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<DeliveryFailure>()
  const busy = useRef(false)
  const mounted = useRef(false)
  const shownAt = useRef(0)

  useEffect(() => {
    mounted.current = true
    shownAt.current = Date.now()
    return () => {
      mounted.current = false
    }
  }, [])

  function submit(element: HTMLFormElement, { fields, file, logged, onSuccess }: Submit) {
    if (!FORMS_DELIVER || delivery.mode === 'local') {
      recordSubmission(form, logged ?? fields)
      onSuccess()
      return
    }
    if (busy.current) return
    const trap = element.elements.namedItem(honeypotName(delivery))
    if (trap instanceof HTMLInputElement && trap.value) {
      onSuccess()
      return
    }
    busy.current = true
    setSending(true)
    setFailure(undefined)
    const sent =
      delivery.mode === 'server' ? { ...fields, [ELAPSED_FIELD]: String(Date.now() - shownAt.current) } : fields
    void send(delivery, { form, fields: sent, ...(file ? { file } : {}) }).then((failed) => {
      busy.current = false
      if (!mounted.current) return
      setSending(false)
      if (failed) setFailure(failed)
      else onSuccess()
    })
  }

  const error = failure ? failureMessage(failure, what, site?.company.email, words) : ''
  const retry = !failure || canRetry(failure)
  return { delivery, settings, sending, error, retry, submit }
}
