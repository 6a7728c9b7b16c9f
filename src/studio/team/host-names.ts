import type { AddressInfo } from 'node:net'

/** A host name or address as people type it in a browser, with or without a port: `studio.example.com`, `[::1]:4174`. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/

/** `Studio.Example.com.` and `studio.example.com` are one host. */
const plainHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/\.(?=(?::\d+)?$)/, '')

/**
 * The `Host` values a team server listening at `listening` answers to: `configured` (`--host-name`; a name without
 * a port stands for any port) when given, else its listen address with its port (`127.0.0.1:4174`; on loopback
 * `localhost:4174` too). Listening on every address (0.0.0.0, ::) without configured names, only the loopback names
 * are answered (scripts/studio.ts refuses to start so).
 */
export function allowedHosts(configured: readonly string[] | undefined, listening: AddressInfo | null): Set<string> {
  if (configured?.length) return new Set(configured.map(plainHost))
  if (!listening) return new Set()
  const { address, port } = listening
  const loopback = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]
  if (address === '0.0.0.0' || address === '::') return new Set(loopback)
  const own = address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`
  return new Set(/^127\.|^::1$/.test(address) ? [own, `localhost:${port}`] : [own])
}

/** Whether a request's Host header is one of `allowed` (a name given without a port stands for any port). */
export function hostAllowed(host: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (typeof host !== 'string') return false
  const plain = plainHost(host)
  return allowed.has(plain) || allowed.has(plain.replace(/:\d+$/, ''))
}

/**
 * The host names given with `--host-name` (repeated, or a comma list) and in STUDIO_HOST_NAME; an empty list when
 * none. Throws a plain Error for one that is not a host name.
 */
export function hostNameArgs(args: readonly string[], env: NodeJS.ProcessEnv = {}): string[] {
  const given: string[] = []
  args.forEach((arg, i) => {
    if (arg === '--host-name') given.push(args[i + 1] ?? '')
    else if (arg.startsWith('--host-name=')) given.push(arg.slice('--host-name='.length))
  })
  if (env.STUDIO_HOST_NAME) given.push(env.STUDIO_HOST_NAME)
  const names = given.flatMap((list) => list.split(',')).map((name) => name.trim())
  for (const name of names)
    if (!HOST.test(plainHost(name)))
      throw new Error(
        `--host-name ${name || '(nothing)'}: give the name people open the studio at, such as studio.example.com (add :PORT when it is not 80 or 443).`,
      )
  return names.map(plainHost)
}
