import { describe, expect, it } from 'vitest'
import { DRAFT_IDLE_MS } from '../../src/studio/api/drafts.ts'
import { Presence, PRESENCE_MS } from '../../src/studio/api/presence.ts'
import { workspaces } from '../../src/studio/api/workspaces.ts'
import { presenceLine } from '../../src/studio/client/presence-line.ts'

describe('presence: who else has a page open', () => {
  it('names the others with the page open, sorted, and forgets a person whose studio stopped saying so', () => {
    let now = 0
    const p = new Presence(() => now)
    p.here('Sam', 'pages/index.yaml')
    p.here('Ann', 'pages/index.yaml')
    p.here('Lee', 'pages/about.yaml')
    expect(p.others('pages/index.yaml', 'Dana')).toEqual(['Ann', 'Sam'])
    expect(p.others('pages/index.yaml', 'Sam')).toEqual(['Ann'])
    now = PRESENCE_MS - 1
    p.here('Sam', 'pages/index.yaml')
    now = PRESENCE_MS + 1
    expect(p.others('pages/index.yaml', 'Dana')).toEqual(['Sam'])
    p.left('Sam', 'pages/about.yaml')
    expect(p.others('pages/index.yaml', 'Dana')).toEqual(['Sam'])
    p.left('Sam', 'pages/index.yaml')
    expect(p.others('pages/index.yaml', 'Dana')).toEqual([])
  })

  it('says it in words', () => {
    expect(presenceLine([])).toBe('')
    expect(presenceLine(['Dana'])).toBe('Dana is editing this page')
    expect(presenceLine(['Dana', 'Sam'])).toBe('Dana and Sam are editing this page')
    expect(presenceLine(['Ann', 'Dana', 'Sam'])).toBe('Ann, Dana and Sam are editing this page')
  })
})

describe('workspaces: each person their own unsaved state', () => {
  it('keeps one per person, and drops one left without drafts for the idle time', () => {
    let now = 0
    const spaces = workspaces(() => now)
    spaces.of('Dana').drafts.set('pages/index.yaml', 'title: Mine\n')
    spaces.of('Sam')
    expect(spaces.of('Sam').drafts.size).toBe(0)
    expect(spaces.of('Dana').drafts.get('pages/index.yaml')).toBe('title: Mine\n')
    now = DRAFT_IDLE_MS / 2
    spaces.of('Dana')
    now = DRAFT_IDLE_MS + 1
    spaces.sweep()
    expect(spaces.size).toBe(1)
    now = 2 * DRAFT_IDLE_MS
    spaces.sweep()
    expect(spaces.size).toBe(0)
  })
})
