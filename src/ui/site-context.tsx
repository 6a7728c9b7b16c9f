import { createContext, useContext } from 'react'
import type { SiteData } from '../content/site-data.ts'

const SiteContext = createContext<SiteData | null>(null)

export const SiteProvider = SiteContext.Provider

/** Site-wide facts (company, navigation, footer, timing) from pages/_site.yaml. */
export function useSite(): SiteData {
  const site = useContext(SiteContext)
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it')
  return site
}

/** The site data, or null outside a <SiteProvider> (a form rendered on its own then keeps the local behaviour). */
export function useOptionalSite(): SiteData | null {
  return useContext(SiteContext)
}
