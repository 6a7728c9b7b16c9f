import type { ContactFormProps } from './section.ts'
import { ContactPageForm } from '../../forms/ContactPageForm.tsx'
import * as icons from '../../ui/icon-paths.ts'
import { Detail, useContactParts } from './contact-parts.tsx'

/** The contact page's form beside the address, map, e-mail, phone, hours and network link (variant page). */
export function ContactPageSection(props: ContactFormProps) {
  const { company, timing, labelling, header, phone, email } = useContactParts(props)
  const { id, heading, intro, formHeading, serviceOptions, submitLabel, successMessage } = props
  const a = company.address
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
