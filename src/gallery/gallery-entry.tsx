import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { HelmetProvider } from 'react-helmet-async'
import { BrowserRouter } from 'react-router-dom'
import data from 'virtual:section-gallery'
import site from 'virtual:site'
import '../app/styles.ts'
import './gallery.css'
import { SiteProvider } from '../ui/site-context.tsx'
// The gallery shows the sections with the default language's words, held from the start.
import '../ui/words/words-for.ts'
import { Gallery } from './Gallery.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <HelmetProvider>
        <SiteProvider value={site}>
          <Gallery data={data} />
        </SiteProvider>
      </HelmetProvider>
    </BrowserRouter>
  </StrictMode>,
)

// A saved content file changes what the examples resolve to (collections, the site file): show the new data.
if (import.meta.hot) import.meta.hot.on('section-gallery:update', () => window.location.reload())
