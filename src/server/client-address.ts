import type { IncomingMessage } from 'node:http'

/** 127.0.0.1 and ::ffff:127.0.0.1 are one address. */
export const plainAddress = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/**
 * The address of the person behind a request. Without `trustProxy`, the connection's. With it (TRUST_PROXY=1: a
 * reverse proxy in front, which appends the address it saw to X-Forwarded-For), the right-most X-Forwarded-For entry
 * that is not one of `proxies` or the connection's own address: the one the proxy added, never a first entry the
 * client wrote itself (whatever the entries it wrote look like). Entries are read from every X-Forwarded-For header, in
 * order.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean, proxies: readonly string[] = []): string {
  const peer = plainAddress(req.socket.remoteAddress ?? '')
  if (!trustProxy) return peer
  const trusted = new Set([peer, ...proxies.map(plainAddress)])
  const header = req.headersDistinct['x-forwarded-for'] ?? []
  const entries = header
    .join(',')
    .split(',')
    .map((entry) => plainAddress(entry.trim().slice(0, 64)))
    .filter(Boolean)
  for (let i = entries.length - 1; i >= 0; i--) if (!trusted.has(entries[i]!)) return entries[i]!
  return entries[0] ?? peer
}
