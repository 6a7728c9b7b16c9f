/** A tel: link for a phone number as shown, e.g. "+1 (512) 555-0147" → "tel:+15125550147". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
