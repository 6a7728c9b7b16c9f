import { isIPv6 } from 'node:net'

/**
 * What the rate limit counts an address as: an IPv4 address itself, an IPv6 address its /64 network. A home or a
 * rented server is given a whole /64, so counting single IPv6 addresses would let one sender use as many as it likes.
 * Anything else (not an address) is counted as it is.
 */
export function addressBlock(address: string): string {
  if (!isIPv6(address)) return address
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An IPv4 tail (::ffff:1.2.3.4) is two groups; only the first four groups matter here.
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
