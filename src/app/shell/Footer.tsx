import { useId, useSyncExternalStore } from 'react'
import { ActionLink } from '../../ui/ActionLink.tsx'
import { LineIcon, link, mail, map, phone } from '../../ui/LineIcon.tsx'
import { useSite } from '../../ui/site-context.tsx'

type Link = { label: string; to: string }

const noSubscription = () => () => {}

/**
 * The copyright year. Server HTML and hydration use `buildYear` (identical on both sides when the build passes
 * it); right after hydration the visitor's current year replaces it, so an old build never shows a stale year.
 */
function useYear(buildYear: number) {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  )
}

function LinkColumn({ heading, links }: { heading: string; links: Link[] }) {
  const headingId = useId()
  return (
    <nav className="site-footer__column" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {heading}
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <ActionLink to={link.to}>{link.label}</ActionLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

type Props = {
  /**
   * Year for the server HTML and hydration: pass a constant fixed at build time so server and client agree.
   * @default the current year where the module runs (a build in December hydrated in January then mismatches once)
   */
  buildYear?: number
}

/** Site footer: blurb, professional network, link columns, contact details and the copyright line. */
export function Footer({ buildYear = new Date().getFullYear() }: Props) {
  const { company, footer } = useSite()
  const year = useYear(buildYear)
  const { address } = company
  return (
    // index.html's <link rel="expect" href="#site-footer" blocking="render"> holds the first frame until this tag is
    // parsed: <main> is then whole, and a page half-arrived on a slow connection is never painted and moved.
    <footer className="site-footer" id="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">{company.name}</p>
          <p>{company.blurb}</p>
          <ActionLink to={company.professionalNetwork.to} className="site-footer__network">
            <LineIcon d={link} />
            {company.professionalNetwork.label}
          </ActionLink>
        </div>
        <LinkColumn heading={footer.quickLinksHeading} links={footer.quickLinks} />
        {footer.columns.map((column) => (
          <LinkColumn key={column.heading} heading={column.heading} links={column.links} />
        ))}
        <div className="site-footer__column">
          <h2 className="site-footer__heading">{footer.contactHeading}</h2>
          <address className="site-footer__contact">
            <p>
              <LineIcon d={map} />
              <span>
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </span>
            </p>
            <p>
              <LineIcon d={mail} />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
            <p>
              <LineIcon d={phone} />
              <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
            </p>
          </address>
        </div>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {year} {company.name}. {footer.copyright}
        </p>
      </div>
    </footer>
  )
}
