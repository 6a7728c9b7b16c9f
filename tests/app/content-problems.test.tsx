import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContentProblems } from '../../src/app/ContentProblems.tsx'

const problem = { file: 'pages/about.yaml', line: 25, col: 12, message: '`heading` has no `:` after it', frame: '' }

describe('the dev server’s content problems box', () => {
  it('says what shows below it: the last version that worked, or the not-found page of a page that never built', () => {
    const { unmount } = render(<ContentProblems problems={[problem]} />)
    expect(screen.getByRole('alert').textContent).toContain('It shows the last version that worked.')
    unmount()
    render(<ContentProblems problems={[problem]} neverBuilt />)
    const box = screen.getByRole('alert').textContent
    expect(box).toContain('It has not worked since the server started, so the not-found page shows below in its place.')
    expect(box).not.toContain('last version')
  })
})
