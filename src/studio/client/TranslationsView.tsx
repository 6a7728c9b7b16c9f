import { useEffect, useState } from 'react'
import { countedByKind } from './counted-by-kind.ts'
import { studio, type TranslationsStatus } from './studio-client.ts'

type Props = {
  say: (message: string) => void
  /** Opens a file, and the field at `field` (in dots) when given. */
  onOpen: (file: string, field?: string) => void
}

/** A link that opens a file in this studio (a new tab, when asked), here by a click. */
function OpenLink({
  file,
  field,
  onOpen,
  children,
}: { file: string; field?: string } & Pick<Props, 'onOpen'> & {
    children: string
  }) {
  const href = `/_studio/?file=${encodeURIComponent(file)}${field ? `&field=${encodeURIComponent(field)}` : ''}`
  return (
    <a
      href={href}
      onClick={(e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return
        e.preventDefault()
        onOpen(file, field)
      }}
    >
      {children}
    </a>
  )
}

/** A list of pages, each a link that opens its file. */
function FileLinks({ files, onOpen }: { files: { file: string; label: string }[] } & Pick<Props, 'onOpen'>) {
  return (
    <ul className="translations-list">
      {files.map((m) => (
        <li key={m.file}>
          <OpenLink file={m.file} onOpen={onOpen}>
            {m.label}
          </OpenLink>
        </li>
      ))}
    </ul>
  )
}

/**
 * The Translations view, in place of the form: for each language of the site but the first, the pages and entries
 * with no translation yet, and the translations whose original changed since they were saved, with the fields that
 * changed; each a link that opens it (a changed field: at that field).
 */
export function TranslationsView({ say, onOpen }: Props) {
  const [status, setStatus] = useState<TranslationsStatus>()
  useEffect(() => {
    studio.translations().then(setStatus, (e: Error) => say(e.message))
  }, [say])
  return (
    <section className="translations-view" aria-labelledby="translations-h">
      <h2 id="translations-h" tabIndex={-1}>
        Translations
      </h2>
      {!status ? (
        <p role="status">Looking at every page…</p>
      ) : !status.languages.length ? (
        <p>This site is written in one language: there is nothing to translate.</p>
      ) : (
        status.languages.map((l) => (
          <section key={l.code} aria-labelledby={`translations-${l.code}`}>
            <h3 id={`translations-${l.code}`}>{l.name}</h3>
            {!l.missing.length && !l.stale.length && !l.invalid.length && (
              <p>
                Every page is translated into {l.name}, and no {status.from} text changed since it was translated.
              </p>
            )}
            {l.stale.length > 0 && (
              <>
                <h4>
                  Out of date: the {status.from} changed since it was translated ({countedByKind(l.stale)})
                </h4>
                <ul className="translations-list">
                  {l.stale.map((s) => (
                    <li key={s.file}>
                      <OpenLink file={s.file} onOpen={onOpen}>
                        {s.label}
                      </OpenLink>
                      <ul>
                        {s.fields.map((f) => (
                          <li key={f.path}>
                            <OpenLink file={s.file} field={f.path} onOpen={onOpen}>
                              {f.label}
                            </OpenLink>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {l.invalid.length > 0 && (
              <>
                <h4>With a problem to fix first ({countedByKind(l.invalid)})</h4>
                <FileLinks files={l.invalid} onOpen={onOpen} />
              </>
            )}
            {l.missing.length > 0 && (
              <>
                <h4>Not translated yet ({countedByKind(l.missing)})</h4>
                <p className="help">
                  Each opens the {status.from} page: “Translate into {l.name}” there begins its translation. Articles,
                  jobs and other entries are listed once something of their kind is translated.
                </p>
                <FileLinks files={l.missing} onOpen={onOpen} />
              </>
            )}
          </section>
        ))
      )}
    </section>
  )
}
