import type { Site } from './schema/site.ts'

/** Site-wide data shipped to the client. */
export interface SiteData {
  company: Site['company']
  navigation: Site['navigation']
  footer: Omit<Site['footer'], 'columns'> & {
    /** Link columns filled from collections (entries marked footer: true). */
    columns: { heading: string; links: { label: string; to: string }[] }[]
  }
  timing: Site['timing']
  /** Form delivery (pages/_site.yaml `forms`); empty when the site file has none: every form stays local. */
  forms: NonNullable<Site['forms']>
  origin: string
  /** The language of the pages this site data is shown with (its code); absent: the default language. */
  lang?: string
  /** The site's languages, the default first, each with its home's route; absent when the site has one language. */
  languages?: { code: string; name: string; home: string }[]
  /** Year of the build, for the copyright line (identical in pre-rendered HTML and on hydration). */
  buildYear: number
}
