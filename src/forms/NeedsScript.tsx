import { useOptionalSite } from '../ui/site-context.tsx'
import { useHydrated } from '../ui/use-hydrated.ts'
import { useWords } from '../ui/words/use-words.ts'
import type { Delivery } from './delivery-for.ts'

/**
 * Whether a form's submit button works yet: a form kept in the browser (local delivery) sends nothing without its
 * script, so its button stays disabled until the page is hydrated; one that posts to a server works without it.
 */
export function useSendable(delivery: Delivery): boolean {
  const hydrated = useHydrated()
  return hydrated || delivery.mode !== 'local'
}

/** Beside the disabled button of a form kept in the browser, when JavaScript is off: why, and what to do instead. */
export function NeedsScript({ delivery }: { delivery: Delivery }) {
  const site = useOptionalSite()
  const words = useWords()
  if (delivery.mode !== 'local') return null
  return (
    <noscript>
      <p className="form-noscript">{words.forms.needsScript(site?.company?.email)}</p>
    </noscript>
  )
}
