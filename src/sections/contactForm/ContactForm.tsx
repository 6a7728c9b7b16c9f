import { useId, type ReactNode } from 'react'
import { useSite } from '../../app/site-context.tsx'
import type { SectionProps } from '../../content/resolved.ts'
import { ConsultationForm } from '../../forms/ConsultationForm.tsx'
import { ContactPageForm } from '../../forms/ContactPageForm.tsx'
import { telHref } from '../../forms/tel-href.ts'
import * as icons from '../shared/icon-paths.ts'
import { LineIcon } from '../shared/LineIcon.tsx'

/** One contact detail beside a form: an icon, a short label and its value. */
function Detail({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
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

/** A contact form beside the company's contact details: the home consultation form or the contact-page form. */
export function ContactForm(props: SectionProps<'contactForm'>) {
  const { company, timing } = useSite()
  const headingId = useId()
  const { id, variant, heading, intro, formHeading, serviceOptions, submitLabel, successMessage } = props
  const a = company.address
  const labelling = heading ? { 'aria-labelledby': headingId } : { 'aria-label': formHeading ?? 'Contact form' }
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

  if (variant === 'consultation') {
    return (
      <section id={id} className="section section--contactForm contact contact--consultation" {...labelling}>
        <div className="container contact__grid">
          <div className="contact__info">
            {header}
            <ul className="contact-details">
              <Detail icon={icons.phone} label="Phone">
                {phone}
              </Detail>
              <Detail icon={icons.mail} label="Email">
                {email}
              </Detail>
              <Detail icon={icons.clock} label="Hours">
                <p>{company.hours}</p>
              </Detail>
            </ul>
            <p className="contact__promise">{company.replyPromise}</p>
          </div>
          <div className="contact__form">
            <ConsultationForm
              serviceOptions={serviceOptions}
              consentLabel={props.consentLabel}
              submitLabel={submitLabel}
              successMessage={successMessage}
              thankYouTitle={props.thankYouTitle}
              thankYouText={props.thankYouText}
              formHeading={formHeading}
              headingLevel={heading ? 3 : 2}
            />
          </div>
        </div>
      </section>
    )
  }

  return (
    <section id={id} className="section section--contactForm contact contact--page" {...labelling}>
      <div className="container">
        {(heading || intro) && <div className="contact__header">{header}</div>}
        <div className="contact__grid">
          <div className="contact__form">
            <ContactPageForm
              serviceOptions={serviceOptions}
              servicePlaceholder={props.servicePlaceholder}
              submitLabel={submitLabel}
              successMessage={successMessage}
              formHeading={formHeading}
              headingLevel={heading ? 3 : 2}
              resetMs={timing.contactResetMs}
            />
          </div>
          <div className="contact__info">
            <ul className="contact-details">
              <Detail icon={icons.map} label="Office">
                <address>
                  {a.street}
                  <br />
                  {a.city}, {a.region} {a.postalCode}
                </address>
                <a href={company.mapUrl} className="contact-detail__link" target="_blank" rel="noopener noreferrer">
                  Get directions<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </Detail>
              <Detail icon={icons.mail} label="Email">
                {email}
              </Detail>
              <Detail icon={icons.phone} label="Phone">
                {phone}
              </Detail>
              <Detail icon={icons.clock} label="Business Hours">
                <ul className="contact-hours">
                  {company.hoursDetailed.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Detail>
              <Detail icon={icons.link} label="Follow Us">
                <a
                  href={company.professionalNetwork.to}
                  className="contact-detail__link"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {company.professionalNetwork.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </Detail>
            </ul>
            <div className="contact-map">
              <iframe
                src={company.mapEmbedUrl}
                title={`Map of our office at ${a.street}, ${a.city}, ${a.region}`}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
              />
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
