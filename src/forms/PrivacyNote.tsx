import type { FormName } from '../content/schema/site.ts'
import { useOptionalSite } from '../ui/site-context.tsx'
import { useWords } from '../ui/words/use-words.ts'
import type { Delivery } from './delivery-for.ts'
import { privacyNote } from './privacy-note.ts'

/** Under a form that delivers to the site's own server: how long what is sent is kept, and how to withdraw it. */
export function PrivacyNote({ delivery, form, id }: { delivery: Delivery; form: FormName; id?: string }) {
  const site = useOptionalSite()
  const words = useWords()
  if (delivery.mode !== 'server') return null
  return (
    <p className="form-privacy" id={id}>
      {privacyNote(site?.forms, form, site?.company.email, words.forms.privacy)}
    </p>
  )
}
