import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuditLog } from '../../../src/studio/team/audit-log.ts'

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-audit-'))
  file = join(dir, '.studio', 'audit.log')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A log whose clock moves one minute at each event. */
function log() {
  let minute = 0
  return new AuditLog(file, () => new Date(Date.UTC(2026, 0, 5, 9, minute++)))
}

describe('AuditLog', () => {
  it('appends one JSON object a line, with the time first', () => {
    const audit = log()
    audit.write({ event: 'login', user: 'erin', address: '10.0.0.1' })
    audit.write({ event: 'save', user: 'erin', file: 'pages/about.yaml', detail: 'line one\nline two' })
    expect(readFileSync(file, 'utf8')).toBe(
      '{"time":"2026-01-05T09:00:00.000Z","event":"login","user":"erin","address":"10.0.0.1"}\n' +
        '{"time":"2026-01-05T09:01:00.000Z","event":"save","user":"erin","file":"pages/about.yaml","detail":"line one\\nline two"}\n',
    )
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('answers the latest events newest first, skipping damaged lines', () => {
    const audit = log()
    for (const user of ['a', 'b', 'c']) audit.write({ event: 'login-failed', user })
    writeFileSync(file, 'not json\n\n{"event":"no time"}\n', { flag: 'a' })
    audit.write({ event: 'logout', user: 'd' })
    expect(audit.recent().map((e) => `${e.time.slice(11, 16)} ${e.event} ${e.user}`)).toEqual([
      '09:03 logout d',
      '09:02 login-failed c',
      '09:01 login-failed b',
      '09:00 login-failed a',
    ])
    expect(audit.recent(2).map((e) => e.user)).toEqual(['d', 'c'])
  })

  it('reads a long log from its end', () => {
    const audit = new AuditLog(file, () => new Date(0))
    for (let i = 0; i < 3000; i++)
      audit.write({ event: 'save', user: 'erin', file: `pages/page-${i}.yaml`, detail: 'é'.repeat(20) })
    const latest = audit.recent(1500)
    expect(latest).toHaveLength(1500)
    expect(latest[0]!.file).toBe('pages/page-2999.yaml')
    expect(latest[1499]!.file).toBe('pages/page-1500.yaml')
    expect(latest.every((e) => e.detail === 'é'.repeat(20))).toBe(true)
    expect(audit.recent(5000)).toHaveLength(3000)
  })

  it('keeps what a stranger typed short and without control characters', () => {
    const audit = log()
    audit.write({ event: 'login-failed', user: 'x'.repeat(4000), address: '10.0.0.1' })
    audit.write({ event: 'login-failed', user: 'mal\u001b[31mlory\u0000\r\n\u202eevil\u200b', address: 'a\nb' })
    audit.write({ event: 'save', user: 'erin', file: 'pages/a.yaml', detail: 'two\nlines\u001b[2J' })
    const [first, second, third] = readFileSync(file, 'utf8').trimEnd().split('\n')
    expect(first!.length).toBeLessThan(200)
    expect(JSON.parse(first!).user).toBe('x'.repeat(63) + '…')
    expect(JSON.parse(second!)).toMatchObject({ user: 'mal[31mloryevil', address: 'ab' })
    expect(JSON.parse(third!).detail).toBe('two\nlines[2J')
  })

  it('leaves events out when asked, reading further back for the rest', () => {
    const audit = log()
    audit.write({ event: 'login', user: 'erin' })
    for (let i = 0; i < 500; i++) audit.write({ event: 'login-failed', user: `guess${i}` })
    audit.write({ event: 'save', user: 'erin', file: 'pages/about.yaml' })
    const kept = audit.recent(10, (e) => e.event !== 'login-failed')
    expect(kept.map((e) => e.event)).toEqual(['save', 'login'])
    expect(audit.recent(3).map((e) => e.event)).toEqual(['save', 'login-failed', 'login-failed'])
  })

  it('answers nothing when there is no log yet', () => {
    expect(log().recent()).toEqual([])
  })

  it('never fails the action it records: a write that cannot happen goes to the console', () => {
    mkdirSync(file, { recursive: true }) // a folder where the log should be: no write can succeed, even as root
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {})
    expect(() => log().write({ event: 'logout', user: 'erin' })).not.toThrow()
    expect(console).toHaveBeenCalledWith(expect.stringMatching(/^The audit log .*audit\.log could not be written: /))
  })
})
