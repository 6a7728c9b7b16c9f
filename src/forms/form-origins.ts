import { FORM_NAMES, type FormsSettings } from '../content/schema/site.ts'
import { deliveryFor } from './delivery-for.ts'

/** Origins the forms send to (for the CSP's connect-src and form-action): one per endpoint in use, sorted. */
export function formOrigins(settings: FormsSettings | undefined): string[] {
  const origins = new Set<string>()
  for (const form of FORM_NAMES) {
    const delivery = deliveryFor(settings, form)
    if (delivery.mode === 'endpoint') origins.add(new URL(delivery.endpoint).origin)
  }
  return [...origins].sort()
}
