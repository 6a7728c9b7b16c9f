import type { SectionProps } from '../../content/resolved.ts'
import { ConsultationSection } from './ConsultationSection.tsx'
import { ContactPageSection } from './ContactPageSection.tsx'

/**
 * Either variant by its `variant`, for tests and tools that render a contactForm section directly. The site loads
 * each variant as its own chunk (registry.ts), so the home page never downloads the contact page's form.
 */
export function ContactForm(props: SectionProps<'contactForm'>) {
  return props.variant === 'page' ? <ContactPageSection {...props} /> : <ConsultationSection {...props} />
}
