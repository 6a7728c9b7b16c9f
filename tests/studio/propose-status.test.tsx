import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { PublishPanel } from '../../src/studio/client/PublishPanel.tsx'
import { homeChanged } from '../helpers/studio-changes.ts'

// A proposal moves the editor's files back to the published version on disk. The open form must hear that from the
// proposal itself, at once: until it does, the form's look at the disk (every few seconds) would report the studio's
// own change as "changed elsewhere" over "Proposed for review".

afterEach(() => vi.unstubAllGlobals())

it('tells the open form its files changed as soon as the proposal answers, before the list of changes is fetched again', async () => {
  let asks = 0
  let releaseList: () => void = () => undefined
  const answer = (body: unknown) => new Response(JSON.stringify(body))
  const changes = () => answer(homeChanged({ name: 'Dana Editor', email: 'dana@cedarridge.example' }))
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const route = url.replace('/_studio/api/', '').split('?')[0]
      if (route === 'changes') {
        // The first list comes at once; the one after the proposal waits until the test lets it through.
        if (asks++ === 0) return changes()
        await new Promise<void>((done) => (releaseList = done))
        return changes()
      }
      if (route === 'publish') return answer({ kind: 'proposed', branch: 'content/2026-12-01-home', updated: false })
      if (route === 'proposals') return answer({ proposals: [], canPublish: false })
      return answer({})
    }),
  )
  const said: string[] = []
  const changed: string[][] = []
  render(
    <PublishPanel
      say={(status) => said.push(status)}
      labelOf={(file) => file}
      onFilesChanged={(files) => changed.push(files)}
    />,
  )
  await userEvent.click(await screen.findByRole('button', { name: 'Propose for review' }))
  await waitFor(() => expect(said.at(-1)).toMatch(/^Proposed for review: a publisher reviews it next/))
  await waitFor(() => expect(asks).toBe(2))
  // The list is still on its way: the form has been told already.
  expect(changed).toEqual([['pages/index.yaml']])
  releaseList()
  await waitFor(() => expect(screen.getByRole('button', { name: 'Propose for review' })).toBeTruthy())
  expect(changed).toEqual([['pages/index.yaml']])
})
