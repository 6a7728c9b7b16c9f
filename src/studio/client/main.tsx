import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Studio } from './Studio.tsx'
import './styles.ts'
// Previews show every language: the interface's words of each are held from the start.
import '../../ui/words/words-for.ts'

// The content plugin reloads every page of the dev server when the routes or the site file change (a new entry
// saved, say). The studio holds the editor's session and its preview frame reloads on its own, so the studio page
// turns that reload into one meant for another page (the Vite client reloads only the page an .html path names).
import.meta.hot?.on('vite:beforeFullReload', (payload: { path?: string }) => {
  payload.path = '/_studio/not-this-page.html'
})

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <Studio />
  </StrictMode>,
)
