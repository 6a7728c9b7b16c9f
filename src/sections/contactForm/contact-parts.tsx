import { useId, type ReactNode } from 'react'
import { useSite } from '../../ui/site-context.tsx'
import type { ContactFormProps } from './section.ts'
import { telHref } from '../../forms/tel-href.ts'
import { LineIcon } from '../../ui/LineIcon.tsx'
import { useWords } from '../../ui/words/use-words.ts'

/** One contact detail beside a form: an icon, a short label and its value. */
export function Detail({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <li className="contact-detail">
      <span className="contact-detail__icon">
        <LineIcon d={icon} />
      </span>
      <div>
        <h3 className="contact-detail__label">{label}</h3>
        {children}
      </div>
    </li>
  )
}

/** What both variants show around their form: the heading, its labelling, the phone and e-mail links. */
export function useContactParts({ heading, intro, formHeading }: ContactFormProps) {
  const { company, timing } = useSite()
  const words = useWords()
  const headingId = useId()
  const labelling = heading ? { 'aria-labelledby': headingId } : { 'aria-label': formHeading ?? words.contact.formName }
  const header = (
    <>
      {heading && <h2 id={headingId}>{heading}</h2>}
      {intro && <p className="section__intro">{intro}</p>}
    </>
  )
  const phone = (
    <a href={telHref(company.phone)} className="contact-detail__link">
      {company.phone}
    </a>
  )
  const email = (
    <a href={`mailto:${company.email}`} className="contact-detail__link">
      {company.email}
    </a>
  )
  return { company, timing, labelling, header, phone, email, say: words.contact, words }
}
