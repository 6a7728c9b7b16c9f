/** The editor publishing: their name and e-mail go into the commit, whatever git identity the machine has. */
export interface Author {
  name: string
  email: string
}

/** Throws a plain Error unless the author has a name and an e-mail address with an @. */
export function checkAuthor(author: Author): void {
  if (!author?.name?.trim() || /[<>\n]/.test(author.name))
    throw new Error('Add your name in the studio before publishing: the history shows who made each change.')
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(author?.email?.trim() ?? ''))
    throw new Error('Add your e-mail address (name@example.com) in the studio before publishing.')
}

/** The environment that makes the editor both author and committer of a commit. */
export function authorEnv(author: Author): NodeJS.ProcessEnv {
  const name = author.name.trim()
  const email = author.email.trim()
  return { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email }
}
