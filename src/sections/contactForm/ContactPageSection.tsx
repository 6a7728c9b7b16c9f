import type { ContactFormProps } from './section.ts'
import { ContactPageForm } from '../../forms/ContactPageForm.tsx'
import * as icons from '../../ui/icon-paths.ts'
import { Detail, useContactParts } from './contact-parts.tsx'

/** The contact page's form beside the address, map, e-mail, phone, hours and network link (variant page). */
export function ContactPageSection(props: ContactFormProps) {
  const { company, timing, labelling, header, phone, email, say, words } = useContactParts(props)
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
              <Detail icon={icons.map} label={say.office}>
                <address>
                  {a.street}
                  <br />
                  {a.city}, {a.region} {a.postalCode}
                </address>
                <a href={company.mapUrl} className="contact-detail__link" target="_blank" rel="noopener noreferrer">
                  {say.directions}
                  <span className="visually-hidden">{words.opensInNewTab}</span>
                </a>
              </Detail>
              <Detail icon={icons.mail} label={say.email}>
                {email}
              </Detail>
              <Detail icon={icons.phone} label={say.phone}>
                {phone}
              </Detail>
              <Detail icon={icons.clock} label={say.businessHours}>
                <ul className="contact-hours">
                  {company.hoursDetailed.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Detail>
              <Detail icon={icons.link} label={say.follow}>
                <a
                  href={company.professionalNetwork.to}
                  className="contact-detail__link"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {company.professionalNetwork.label}
                  <span className="visually-hidden">{words.opensInNewTab}</span>
                </a>
              </Detail>
            </ul>
            <div className="contact-map">
              <iframe
                src={company.mapEmbedUrl}
                title={say.map(a.street, a.city, a.region)}
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
