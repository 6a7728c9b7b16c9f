import type { ContactFormProps } from './section.ts'
import { ConsultationForm } from '../../forms/ConsultationForm.tsx'
import * as icons from '../../ui/icon-paths.ts'
import { Detail, useContactParts } from './contact-parts.tsx'

/** The home page's consultation form beside phone, e-mail, hours and the reply promise (variant consultation). */
export function ConsultationSection(props: ContactFormProps) {
  const { company, labelling, header, phone, email, say } = useContactParts(props)
  const { id, heading, formHeading, serviceOptions, submitLabel, successMessage } = props
  return (
    <section id={id} className="section section--contactForm contact contact--consultation" {...labelling}>
      <div className="container contact__grid">
        <div className="contact__info">
          {header}
          <ul className="contact-details">
            <Detail icon={icons.phone} label={say.phone}>
              {phone}
            </Detail>
            <Detail icon={icons.mail} label={say.email}>
              {email}
            </Detail>
            <Detail icon={icons.clock} label={say.hours}>
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
