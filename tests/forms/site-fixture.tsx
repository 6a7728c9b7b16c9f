import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { SiteProvider } from '../../src/app/site-context.tsx'
import type { SiteData } from '../../src/content/resolved.ts'

/** Site facts as in pages/_site.yaml, for rendering the form sections outside a page. */
export const site: SiteData = {
  origin: 'https://www.cedarridge-tech.com',
  company: {
    name: 'Cedar Ridge Technologies',
    blurb: 'We connect growing businesses with proven IT talent.',
    email: 'info@cedarridge-tech.com',
    phone: '+1 (512) 555-0147',
    address: { street: '600 Congress Avenue, Suite 1400', city: 'Austin', region: 'TX', postalCode: '78701', country: 'US' },
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=600+Congress+Avenue+Suite+1400+Austin+TX+78701',
    mapEmbedUrl: 'https://www.google.com/maps?q=600+Congress+Avenue,+Suite+1400,+Austin,+TX+78701&output=embed',
    website: 'https://www.cedarridge-tech.com',
    professionalNetwork: { label: 'LinkedIn', to: 'https://www.linkedin.com/company/cedar-ridge-technologies' },
    hours: 'Mon-Fri, 9am-6pm EST',
    hoursDetailed: ['Monday–Friday 9AM–6PM', 'Saturday–Sunday closed'],
    replyPromise: "We'll respond within 24 hours",
  },
  navigation: { links: [{ label: 'Home', to: '/' }], cta: { label: 'Get Started', to: '/contact' } },
  footer: {
    quickLinksHeading: 'Quick Links',
    quickLinks: [{ label: 'Home', to: '/' }],
    servicesHeading: 'Our Services',
    services: [],
    industriesHeading: 'Industries',
    industries: [],
    contactHeading: 'Contact Us',
    copyright: 'All rights reserved.',
  },
  timing: { splashMs: 2000, loadDelayMs: 300, contactResetMs: 5000, headerScrollThreshold: 50 },
}

/** Wraps a section in the providers a page gives it. */
export function Providers({ children, path = '/' }: { children: ReactNode; path?: string }) {
  return (
    <SiteProvider value={site}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </SiteProvider>
  )
}
