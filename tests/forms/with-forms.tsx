import { configure, render } from '@testing-library/react'
import { HelmetProvider } from 'react-helmet-async'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { vi } from 'vitest'
import { preloadSections } from '../../src/app/page-store.ts'
import { SectionList } from '../../src/app/SectionList.tsx'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import type { ResolvedSection } from '../../src/sections/definitions.ts'
import type { SiteData } from '../../src/content/site-data.ts'
import type { FormsSettings } from '../../src/content/schema/site.ts'
import { testSite } from '../helpers/render.tsx'

// Answers arrive after a dynamic import and a fetch: on a busy machine that can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 })

/** The real site data with another `forms` block. */
export function siteWith(forms: FormsSettings): SiteData {
  return { ...testSite(), forms }
}

function Careers() {
  return <p>Now at {useLocation().pathname}</p>
}

/** Renders one section at `path` under a site whose forms deliver as `forms` says; /careers is a route too. */
export async function renderWithForms(section: ResolvedSection, forms: FormsSettings, path = '/') {
  await preloadSections([section])
  const ui = (
    <HelmetProvider>
      <SiteProvider value={siteWith(forms)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/careers" element={<Careers />} />
            <Route path="*" element={<SectionList sections={[section]} />} />
          </Routes>
        </MemoryRouter>
      </SiteProvider>
    </HelmetProvider>
  )
  return { ...render(ui), ui }
}

export const ENDPOINT = 'https://forms.example.com/f/abcd'

/** A fetch that answers each call with the next of `answers` (a status, 'network' to reject, 'hang' to wait for abort). */
export function stubFetch(...answers: (number | 'network' | 'hang')[]) {
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'))
    if (answer === 'hang')
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )
    return Promise.resolve(new Response(answer === 204 ? null : '{"ok":true}', { status: answer }))
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** A small real PDF header and a file that only pretends to be one. */
export const pdf = (name = 'jane-doe-resume.pdf') => new File(['%PDF-1.7\n%%EOF\n'], name, { type: 'application/pdf' })
export const fakePdf = () => new File(['Jane Doe, engineer'], 'resume.pdf', { type: 'application/pdf' })

/** A fetch whose answers wait until the test releases them, one per call, in order. */
export function holdFetch() {
  const pending: ((status: number | 'network') => void)[] = []
  const fetch = vi.fn(
    (_url: string, _init: RequestInit) =>
      new Promise<Response>((resolve, reject) =>
        pending.push((status) =>
          status === 'network' ? reject(new TypeError('Failed to fetch')) : resolve(new Response('{}', { status })),
        ),
      ),
  )
  vi.stubGlobal('fetch', fetch)
  return {
    fetch,
    /** Answers the oldest waiting request. */
    release: (status: number | 'network') => pending.shift()!(status),
  }
}
