import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NewEntryForm } from '../../src/studio/client/NewEntryForm.tsx'
import type { FileInfo } from '../../src/studio/client/studio-client.ts'

const FILES = [
  { file: 'pages/careers/apply/[slug].yaml', role: 'template', route: '/careers/apply/:slug', collection: 'jobs' },
  { file: 'pages/_collections/jobs/devops-engineer.yaml', role: 'entry', collection: 'jobs', label: 'DevOps Engineer' },
  { file: 'pages/about.yaml', role: 'page', route: '/about', label: 'About' },
] as FileInfo[]

function newJob() {
  const onBegin = vi.fn()
  render(<NewEntryForm files={FILES} onBegin={onBegin} />)
  return { onBegin, user: userEvent.setup() }
}

describe('the New job panel', () => {
  it('says a missing title under the title, which it marks and focuses', async () => {
    const { onBegin, user } = newJob()
    await user.click(screen.getByRole('button', { name: 'New job' }))
    await user.click(screen.getByRole('button', { name: 'Create job' }))
    const title = screen.getByRole('textbox', { name: 'Title' })
    const said = screen.getByRole('alert')
    expect(said.textContent).toBe('Give the new job a title first.')
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(title.getAttribute('aria-describedby')).toBe(said.id)
    expect(document.activeElement).toBe(title)
    expect(onBegin).not.toHaveBeenCalled()
    // Typing a title takes the problem away.
    await user.type(title, 'Data Engineer')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(title.hasAttribute('aria-invalid')).toBe(false)
  })

  it('says an address taken under the address, keeping its help', async () => {
    const { onBegin, user } = newJob()
    await user.click(screen.getByRole('button', { name: 'New job' }))
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'DevOps Engineer')
    await user.click(screen.getByRole('button', { name: 'Create job' }))
    const address = screen.getByRole('textbox', { name: 'Address' })
    const said = screen.getByRole('alert')
    expect(said.textContent).toBe('A job at that address exists already: choose another.')
    expect(address.getAttribute('aria-invalid')).toBe('true')
    expect(address.getAttribute('aria-describedby')!.split(' ')).toEqual([
      said.id,
      expect.stringMatching(/-address-help$/),
    ])
    expect(document.activeElement).toBe(address)
    expect(address.compareDocumentPosition(said) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(onBegin).not.toHaveBeenCalled()
  })
})
