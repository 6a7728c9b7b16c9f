import { ConsultationSection } from '../../src/sections/contactForm/ConsultationSection.tsx'
import { ContactPageSection } from '../../src/sections/contactForm/ContactPageSection.tsx'
import type { ContactFormProps } from '../../src/sections/contactForm/section.ts'

/** A contactForm section rendered by the component its variant loads on the site (components.ts). */
export function ContactSection(props: ContactFormProps) {
  return props.variant === 'page' ? <ContactPageSection {...props} /> : <ConsultationSection {...props} />
}
