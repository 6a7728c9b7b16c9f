import type { FormName } from '../content/schema/site.ts'
import { useWords } from '../ui/words/use-words.ts'
import { honeypotName, type Delivery } from './delivery-for.ts'

/**
 * The hidden fields of a form that delivers: Netlify's `form-name`, and the honeypot, which people never see or
 * reach (off-screen, out of the tab order, hidden from assistive technology) and bots fill in.
 */
export function DeliveryFields({ delivery, form }: { delivery: Delivery; form: FormName }) {
  const words = useWords()
  if (delivery.mode === 'local') return null
  return (
    <>
      {delivery.mode === 'netlify' && <input type="hidden" name="form-name" value={form} />}
      <div className="form-honeypot" aria-hidden="true">
        <label>
          {words.forms.honeypot}
          <input type="text" name={honeypotName(delivery)} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  )
}
