/** When the studio's server cannot be reached: the browser's own words ("Failed to fetch") say nothing to an editor. */
export const UNREACHABLE =
  'The studio’s server cannot be reached: check that it is running and the connection, then try again.'

/** When what came back is not the server's answer (a proxy's error page, a server stopped mid-way). */
export const unanswered = (status: number) =>
  `The studio’s server did not answer as expected${status ? ` (error ${status})` : ''}: try again.`
