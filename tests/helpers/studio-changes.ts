import type { Author } from '../../src/studio/git/author.ts'

/** The studio's `changes` answer for a signed-in `author` with one change of their own: Home edited. */
export function homeChanged(author: Author) {
  return {
    changes: [{ file: 'pages/index.yaml', status: 'modified', label: 'Home', what: 'changed', route: '/' }],
    branch: 'main',
    upstream: 'origin/main',
    ahead: 0,
    behind: 0,
    review: false,
    author,
  }
}
