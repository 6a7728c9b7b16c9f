/** The hosts whose "new pull request" page the studio can open, by host name. */
const HOSTS: Record<string, (repo: string, branch: string, base: string) => string> = {
  'github.com': (repo, branch, base) => `https://github.com/${repo}/compare/${q(base)}...${q(branch)}?expand=1`,
  'gitlab.com': (repo, branch, base) =>
    `https://gitlab.com/${repo}/-/merge_requests/new?merge_request[source_branch]=${q(branch)}&merge_request[target_branch]=${q(base)}`,
  'bitbucket.org': (repo, branch, base) =>
    `https://bitbucket.org/${repo}/pull-requests/new?source=${q(branch)}&dest=${q(base)}`,
}

/**
 * The page where a proposal (`branch`) becomes a pull or merge request into `base`, for a GitHub, GitLab or Bitbucket
 * remote written as https (`https://github.com/o/r.git`) or ssh (`git@github.com:o/r.git`, `ssh://…`); undefined for
 * any other host.
 */
export function pullRequestLink(remoteUrl: string, branch: string, base: string): string | undefined {
  const match =
    /^(?:https?|ssh|git):\/\/(?:[^@/]+@)?([^/:]+)(?::\d+)?\/(.+?)(?:\.git)?\/?$/.exec(remoteUrl) ??
    /^(?:[^@/]+@)?([^/:]+):(?!\/)(.+?)(?:\.git)?\/?$/.exec(remoteUrl)
  const host = match?.[1]?.toLowerCase()
  const repo = match?.[2]
  const link = host ? HOSTS[host] : undefined
  return link && repo && /^[^/]+\/[^/]/.test(repo) ? link(repo, branch, base) : undefined
}

/** A branch name in a link: slashes kept, everything else that is not plain encoded. */
function q(name: string): string {
  return encodeURIComponent(name).replace(/%2F/g, '/')
}
