import { createContext, useContext } from 'react'

/** What the form of a translation shows beside its fields: the original's data and language, the stale fields. */
export interface TranslationView {
  original: unknown
  /** The original's language ("English"). */
  from: string
  /** The places (in dots: `sections.0.heading`) whose original changed since they were translated. */
  stale: ReadonlySet<string>
  /** Stale places the editor found still right: a save records the original's text now (see CHECKED). */
  checked: ReadonlySet<string>
  /** Marks a stale place as still right. */
  check: (place: string) => void
}

/** The open translation's view, or undefined while an original (or a site in one language) is open. */
export const TranslationViewContext = createContext<TranslationView | undefined>(undefined)

export const useTranslationView = () => useContext(TranslationViewContext)
