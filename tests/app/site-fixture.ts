import type { SiteData } from '../../src/content/resolved.ts'

/** SiteData as the build resolves it from pages/_site.yaml (footer service and industry ids become links). */
export const site: SiteData = {
  origin: 'https://www.cedarridge-tech.com',
  company: {
    name: 'Cedar Ridge Technologies',
    blurb: 'Cedar Ridge Technologies connects growing businesses with proven IT talent and delivers consulting, managed IT, cloud and SAP services from our home base in Austin, Texas.',
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
  navigation: {
    links: [
      { label: 'Home', to: '/' },
      { label: 'About', to: '/about' },
      { label: 'Services', to: '/services' },
      { label: 'Industries', to: '/industries' },
      { label: 'Careers', to: '/careers' },
      { label: 'Insights', to: '/insights' },
      { label: 'Contact', to: '/contact' },
    ],
    cta: { label: 'Get Started', to: '/contact' },
  },
  footer: {
    quickLinksHeading: 'Quick Links',
    quickLinks: [
      { label: 'Home', to: '/' },
      { label: 'About', to: '/about' },
      { label: 'Services', to: '/services' },
      { label: 'Careers', to: '/careers' },
      { label: 'Contact', to: '/contact' },
    ],
    servicesHeading: 'Our Services',
    services: [
      { label: 'IT Staffing', to: '/services/it-staffing' },
      { label: 'Business Consulting', to: '/services/business-consulting' },
      { label: 'Managed IT Services', to: '/services/managed-it' },
      { label: 'Project Management', to: '/services/project-management' },
      { label: 'Cloud Solutions', to: '/services/cloud-solutions' },
    ],
    industriesHeading: 'Industries',
    industries: [
      { label: 'Healthcare', to: '/industries/healthcare' },
      { label: 'Finance', to: '/industries/finance' },
      { label: 'Technology', to: '/industries/technology' },
      { label: 'Manufacturing', to: '/industries/manufacturing' },
      { label: 'Retail', to: '/industries/retail' },
    ],
    contactHeading: 'Contact Us',
    copyright: 'All rights reserved.',
  },
  timing: { splashMs: 2000, loadDelayMs: 300, contactResetMs: 5000, headerScrollThreshold: 50 },
}
