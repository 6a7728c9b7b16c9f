/** What went wrong in a git call, in the words the studio shows an editor. */
export type GitFailureKind =
  'not-a-repository' | 'detached' | 'rejected' | 'protected' | 'offline' | 'credentials' | 'timeout' | 'busy' | 'other'

/** Tested in order: a password refusal often also says "unable to access", so it comes before 'offline'. */
const PATTERNS: [GitFailureKind, RegExp][] = [
  ['busy', /index\.lock|another git process seems to be running/i],
  ['not-a-repository', /not a git repository/i],
  [
    'credentials',
    /could not read (username|password)|terminal prompts disabled|authentication failed|\b(401|403)\b|permission denied \(publickey|host key verification failed|access denied|invalid username or password/i,
  ],
  ['protected', /pre-receive hook declined|protected branch|\[remote rejected\]/i],
  ['rejected', /\[rejected\]|non-fast-forward|fetch first|updates were rejected/i],
  [
    'offline',
    /could not resolve host|connection refused|couldn't connect|failed to connect|unable to access|network is unreachable|does not appear to be a git repository|could not read from remote repository|connection timed out|operation timed out/i,
  ],
]

/** The kind of failure git's own message (in the C locale) describes. */
export function classifyFailure(stderr: string): GitFailureKind {
  return PATTERNS.find(([, pattern]) => pattern.test(stderr))?.[0] ?? 'other'
}

/** A plain sentence for each kind: what happened and what to do. */
export function failureMessage(kind: GitFailureKind, timeoutMs: number): string {
  switch (kind) {
    case 'not-a-repository':
      return 'This folder is not kept in git, so the studio cannot publish or show earlier versions. Ask a developer to set it up as a copy of the shared repository.'
    case 'detached':
      return 'This copy of the site is not on a branch (a developer left it on an older version), so the studio cannot publish from it. Ask a developer to switch it back to a branch. Your change is saved here.'
    case 'rejected':
      return 'Others kept publishing while the studio tried to add your change on top of theirs. Press Publish again in a moment. Nothing was lost: your change is saved here.'
    case 'protected':
      return 'The shared repository refused changes to this branch (it is protected). Use Propose for review instead, or ask a developer.'
    case 'offline':
      return 'The shared repository could not be reached (no network, or its address is wrong). Your change is saved here; press Publish again when the connection is back.'
    case 'credentials':
      return 'The shared repository asked for a password, and the studio cannot type one. Ask a developer to set up access for this computer (a saved login or an SSH key), then press Publish again. Nothing was lost: your change is saved here.'
    case 'timeout':
      return `Git did not answer within ${Number((timeoutMs / 1000).toFixed(1))} seconds (the network or the shared repository may be slow). Your change is saved here; try again in a moment.`
    case 'busy':
      return 'Another program is working with git in this folder right now. Wait a moment and try again; if this keeps happening, ask a developer (a file named .git/index.lock may be left over).'
    case 'other':
      return 'Git could not finish this step. Your change is saved here; ask a developer to read the details below.'
  }
}
