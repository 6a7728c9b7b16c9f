import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../../app/styles.ts'
import { Preview } from './Preview.tsx'
// Previews show every language: the interface's words of each are held from the start.
import '../../ui/words/words-for.ts'

const route = new URLSearchParams(window.location.search).get('route') ?? '/'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Preview route={route} />
  </StrictMode>,
)
