import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { classifyFailure } from '../../../src/studio/git/classify-failure.ts'
import { publish } from '../../../src/studio/git/publish.ts'
import { repoState } from '../../../src/studio/git/repo-state.ts'
import { GitFailure, runGit } from '../../../src/studio/git/run-git.ts'
import { createFixture, EDITOR, INDEX, type Fixture } from './git-fixture.ts'

let f: Fixture
beforeEach(() => {
  f = createFixture()
  f.write(f.studio, 'pages/index.yaml', INDEX.replace('Welcome', 'Hello'))
})
afterEach(() => f.cleanup())

const REQUEST = { message: 'New welcome', author: EDITOR }

/** The GitFailure a promise rejects with (fails the test when it resolves or rejects otherwise). */
async function failureOf(promise: Promise<unknown>): Promise<{ kind: string; message: string; details: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof GitFailure)) throw new Error(`expected a GitFailure, got ${String(error)}`)
  return { kind: error.kind, message: error.message, details: error.details }
}

/** Starts a server on 127.0.0.1 and answers its port and a function that stops it (open connections too). */
async function listen(server: Server): Promise<{ port: number; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => sockets.add(socket))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const stop = () =>
    new Promise<void>((done) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => done())
    })
  return { port, stop }
}

describe('publish when something is wrong', () => {
  it('saves a version here when no shared repository is set up', async () => {
    f.git(f.studio, 'branch', '--unset-upstream')
    const result = await publish(f.opts, REQUEST)
    expect(result).toEqual({
      kind: 'committed',
      commit: f.git(f.studio, 'rev-parse', 'HEAD'),
      reason: 'no-upstream',
      message:
        'Your change is saved as a version on this computer. No shared repository is set up for this copy, so nobody else sees it yet: ask a developer to connect one.',
    })
    expect(f.git(f.studio, 'log', '-1', '--format=%an <%ae>')).toBe('Erin Editor <erin@example.com>')
  })

  it('refuses a copy that is not on a branch, before changing anything', async () => {
    f.git(f.studio, 'checkout', '-q', '--detach')
    const head = f.git(f.studio, 'rev-parse', 'HEAD')
    expect(await failureOf(publish(f.opts, REQUEST))).toEqual({
      kind: 'detached',
      message:
        'This copy of the site is not on a branch (a developer left it on an older version), so the studio cannot publish from it. Ask a developer to switch it back to a branch. Your change is saved here.',
      details: '',
    })
    expect(f.git(f.studio, 'rev-parse', 'HEAD')).toBe(head)
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('M pages/index.yaml')
  })

  it('reports a branch the shared repository protects (a pre-receive hook refuses the push)', async () => {
    mkdirSync(join(f.remote, 'hooks'), { recursive: true })
    writeFileSync(join(f.remote, 'hooks', 'pre-receive'), '#!/bin/sh\necho "main is protected" >&2\nexit 1\n')
    chmodSync(join(f.remote, 'hooks', 'pre-receive'), 0o755)
    const failure = await failureOf(publish(f.opts, REQUEST))
    expect(failure.kind).toBe('protected')
    expect(failure.message).toBe(
      'The shared repository refused changes to this branch (it is protected). Use Propose for review instead, or ask a developer.',
    )
    expect(failure.details).toContain('pre-receive hook declined')
    // The change is kept as a commit here, ready for the next try.
    expect(await repoState(f.opts)).toMatchObject({ ahead: 1, behind: 0 })
  })

  it('reports a shared repository that cannot be reached', async () => {
    const offline =
      'The shared repository could not be reached (no network, or its address is wrong). Your change is saved here; press Publish again when the connection is back.'
    f.git(f.studio, 'remote', 'set-url', 'origin', join(f.dir, 'nowhere.git'))
    expect(await failureOf(publish(f.opts, REQUEST))).toMatchObject({ kind: 'offline', message: offline })
    f.git(f.studio, 'remote', 'set-url', 'origin', 'http://127.0.0.1:1/x.git')
    expect(await failureOf(publish(f.opts, REQUEST))).toMatchObject({ kind: 'offline', message: offline })
  })

  it('reports a shared repository that asks for a password, without waiting for one', async () => {
    const server = createHttpServer((_req, res) => {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="shared"' }).end()
    })
    const { port, stop } = await listen(server)
    try {
      f.git(f.studio, 'remote', 'set-url', 'origin', `http://127.0.0.1:${port}/r.git`)
      const failure = await failureOf(publish(f.opts, REQUEST))
      expect(failure.kind).toBe('credentials')
      expect(failure.message).toBe(
        'The shared repository asked for a password, and the studio cannot type one. Ask a developer to set up access for this computer (a saved login or an SSH key), then press Publish again. Nothing was lost: your change is saved here.',
      )
      expect(failure.details).toContain('could not read Username')
    } finally {
      await stop()
    }
  })

  it('stops git at the time limit when the shared repository never answers', async () => {
    const { port, stop } = await listen(createServer(() => {}))
    try {
      f.git(f.studio, 'remote', 'set-url', 'origin', `http://127.0.0.1:${port}/r.git`)
      const failure = await failureOf(publish({ ...f.opts, timeoutMs: 1500 }, REQUEST))
      expect(failure).toMatchObject({
        kind: 'timeout',
        message:
          'Git did not answer within 1.5 seconds (the network or the shared repository may be slow). Your change is saved here; try again in a moment.',
      })
    } finally {
      await stop()
    }
  })

  it('reports another git program at work in the folder', async () => {
    writeFileSync(join(f.studio, '.git', 'index.lock'), '')
    expect(await failureOf(publish(f.opts, REQUEST))).toMatchObject({
      kind: 'busy',
      message:
        'Another program is working with git in this folder right now. Wait a moment and try again; if this keeps happening, ask a developer (a file named .git/index.lock may be left over).',
    })
  })

  it('reports a folder that is not kept in git', async () => {
    const plain = join(f.dir, 'plain')
    mkdirSync(plain)
    expect(await failureOf(repoState({ root: plain, env: f.env }))).toMatchObject({
      kind: 'not-a-repository',
      message:
        'This folder is not kept in git, so the studio cannot publish or show earlier versions. Ask a developer to set it up as a copy of the shared repository.',
    })
  })

  it('reports git that cannot start in a plain sentence', async () => {
    const failure = await failureOf(runGit({ root: join(f.dir, 'missing-folder'), env: f.env }, ['status']))
    expect(failure.kind).toBe('other')
    expect(failure.message).not.toMatch(/\n\s+at /)
  })
})

describe('classifyFailure', () => {
  it.each([
    ["fatal: could not read Username for 'https://github.com': terminal prompts disabled", 'credentials'],
    ['remote: HTTP Basic: Access denied\nfatal: Authentication failed for', 'credentials'],
    ['git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.', 'credentials'],
    ["fatal: unable to access 'https://x/': The requested URL returned error: 403", 'credentials'],
    ["fatal: unable to access 'https://x/': Could not resolve host: x", 'offline'],
    [
      "fatal: '/no/where' does not appear to be a git repository\nfatal: Could not read from remote repository.",
      'offline',
    ],
    [' ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs', 'rejected'],
    [' ! [rejected]        main -> main (non-fast-forward)', 'rejected'],
    [' ! [remote rejected] main -> main (pre-receive hook declined)', 'protected'],
    ['remote: error: GH006: Protected branch update failed for refs/heads/main.', 'protected'],
    ["fatal: Unable to create '/r/.git/index.lock': File exists.", 'busy'],
    ['fatal: not a git repository (or any of the parent directories): .git', 'not-a-repository'],
    ['error: something else', 'other'],
  ])('%s → %s', (stderr, kind) => {
    expect(classifyFailure(stderr)).toBe(kind)
  })
})
