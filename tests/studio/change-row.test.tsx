import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChangeRow } from '../../src/studio/client/ChangeRow.tsx'
import type { ChangeSummary } from '../../src/studio/client/studio-client.ts'

const JOB = 'pages/_collections/jobs/cloud-architect.yaml'
const NEW_JOB: ChangeSummary = { file: JOB, status: 'added', label: 'Cloud Architect', what: 'new job', text: true }

/** The row with the API answering the discard; what was posted, said and confirmed is caught. */
function renderRow(change: ChangeSummary, answer = true) {
  const posted: unknown[] = []
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(answer)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      posted.push(JSON.parse(String(init?.body)))
      return new Response(JSON.stringify({ discarded: change.file }), { status: 200 })
    }),
  )
  const said: string[] = []
  const onDiscarded = vi.fn()
  render(
    <ul>
      <ChangeRow change={change} onDiscarded={onDiscarded} say={(m) => said.push(m)} />
    </ul>,
  )
  return { posted, confirm, said, onDiscarded }
}

describe('Discard on a row of the Changes list', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('names the translations that go with the change, by language, before and after', async () => {
    const spanish = JOB.replace(/\.yaml$/, '.es.yaml')
    const { posted, confirm, said, onDiscarded } = renderRow({ ...NEW_JOB, translations: [spanish] })
    await userEvent.click(screen.getByRole('button', { name: 'Discard…' }))
    expect(confirm).toHaveBeenCalledWith(
      'Discard every change to Cloud Architect and its Spanish translation since the last publish? This cannot be undone.',
    )
    expect(posted).toEqual([{ file: JOB }])
    expect(said).toEqual(['Changes to Cloud Architect and its Spanish translation discarded'])
    expect(onDiscarded).toHaveBeenCalledWith([JOB, spanish])
  })

  it('says "translations" for several, and sends nothing unless confirmed', async () => {
    const translations = ['es', 'fr'].map((lang) => JOB.replace(/\.yaml$/, `.${lang}.yaml`))
    const { posted, confirm } = renderRow({ ...NEW_JOB, translations }, false)
    await userEvent.click(screen.getByRole('button', { name: 'Discard…' }))
    expect(confirm).toHaveBeenCalledWith(
      'Discard every change to Cloud Architect and its Spanish and French translations since the last publish? This ' +
        'cannot be undone.',
    )
    expect(posted).toEqual([])
  })

  it('names only the file when no translation goes with it', async () => {
    const { confirm, onDiscarded } = renderRow(NEW_JOB)
    await userEvent.click(screen.getByRole('button', { name: 'Discard…' }))
    expect(confirm).toHaveBeenCalledWith(
      'Discard every change to Cloud Architect since the last publish? This cannot be undone.',
    )
    expect(onDiscarded).toHaveBeenCalledWith([JOB])
  })
})
