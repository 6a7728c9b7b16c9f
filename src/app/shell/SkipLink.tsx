import { useWords } from '../../ui/words/use-words.ts'

/** First focusable element of every page: jumps past the header to `<main id="main">`. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {useWords().shell.skipToMain}
    </a>
  )
}
