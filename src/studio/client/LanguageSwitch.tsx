import type { LanguageLink } from './studio-client.ts'

type Props = {
  languages: LanguageLink[]
  /** The file open now: its language is the current one. */
  file: string
  onOpen: (file: string) => void
  /** Begins the translation into `code` that does not exist yet. */
  onTranslate: (code: string) => void
}

/**
 * The same page in each language of the site: "English · Español", the open one marked current, another one opened
 * by its name, one not written yet offered as "Translate into Español".
 */
export function LanguageSwitch({ languages, file, onOpen, onTranslate }: Props) {
  return (
    <ul className="language-switch" aria-label="Languages of this page">
      {languages.map((l) => (
        <li key={l.code} lang={l.code}>
          {l.file === file ? (
            <span aria-current="true">{l.name}</span>
          ) : l.exists ? (
            <button type="button" onClick={() => onOpen(l.file)}>
              {l.name}
            </button>
          ) : (
            <button type="button" onClick={() => onTranslate(l.code)}>
              Translate into {l.name}
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
