import { useContext } from 'react'
import {
  Link,
  NavLink,
  UNSAFE_NavigationContext,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom'
import { without } from '../lib/without.ts'

/**
 * Whether the router's Link writes `to` as it is: a path from the site's root (not `//host`, not `/\host`) with no
 * `//` or `/.` in it to tidy (`/./`, `/../`), no query and no fragment. Anything else (a relative path, `?page=2`,
 * `/jobs#apply`) goes to the router. Plain string checks: a list page asks 50 times.
 */
const asItIs = (to: string) => to.charCodeAt(0) === 47 && !to.includes('//') && !to.includes('/.') && !/[\\?#]/.test(to)

/**
 * A path asItIs takes whose every character is a letter, a digit or one of `-._~/`: the address parser (the router's
 * encodeLocation, a URL made for each of the header's 7 links on every page) would give it back unchanged.
 */
const PLAIN_PATH = /^[\w\-./~]*$/

/**
 * What the router's Link takes for itself and does not pass on to its anchor: the anchor is the rest of its props
 * (`without`) with its own attributes set on it.
 */
const LINK_OWN = new Set([
  'to',
  'target',
  'discover',
  'prefetch',
  'mask',
  'relative',
  'reloadDocument',
  'replace',
  'state',
  'onClick',
  'preventScrollReset',
  'viewTransition',
  'defaultShouldRevalidate',
])

/** What the router's NavLink works out itself, besides what its Link takes. */
const NAV_LINK_OWN = new Set(['to', 'end', 'caseSensitive', 'className', 'style', 'children', 'aria-current'])

/**
 * The router's Link as the server renders it: the very anchor (its attributes in the same order) without the hooks
 * it runs to find its address and handle clicks, which the server never needs (a list page has 50 links). An address
 * to resolve, a prefetch or a mask: the router's own.
 */
// Measured (bench --full, median of 3): saves 7% of the +10,000 full build (24.42 s without it, 22.80 s with).
export function ServerLink(props: LinkProps) {
  const { to, target, discover = 'render', prefetch = 'none', mask } = props
  if (typeof to !== 'string' || !asItIs(to) || prefetch !== 'none' || mask !== undefined) return <Link {...props} />
  const anchor = without(props, LINK_OWN)
  anchor.href = to
  anchor.target = target
  anchor['data-discover'] = discover === 'render' ? 'true' : undefined
  return <a {...anchor} />
}

/** A link within the site: the router's in the browser (it navigates without a reload); on the server, ServerLink. */
export const SiteLink = import.meta.env.SSR ? ServerLink : Link

/**
 * The router's NavLink as the server renders it: ServerLink with the router's `active` class and `aria-current` when
 * the location is the link's path or below it (the header's navigation: 7 links on every page). Anything else (a
 * class, style or children that are functions, an address to resolve): the router's own.
 */
export function ServerNavLink(props: NavLinkProps) {
  const location = useLocation()
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const {
    to,
    end = false,
    caseSensitive = false,
    className = '',
    style,
    children,
    'aria-current': ariaCurrent = 'page',
  } = props
  if (
    typeof to !== 'string' ||
    !asItIs(to) ||
    typeof className === 'function' ||
    typeof style === 'function' ||
    typeof children === 'function'
  )
    return <NavLink {...props} />
  // As the router's NavLink works it out (without a data router, nothing is pending or in transition).
  let toPathname = navigator.encodeLocation && !PLAIN_PATH.test(to) ? navigator.encodeLocation(to).pathname : to
  let locationPathname = location.pathname
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase()
    toPathname = toPathname.toLowerCase()
  }
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length
  const active =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === '/')
  const link = without(props, NAV_LINK_OWN)
  link['aria-current'] = active ? ariaCurrent : undefined
  link.className = [className, active ? 'active' : null].filter(Boolean).join(' ')
  link.style = style
  link.to = to
  link.children = children
  return <ServerLink {...(link as unknown as LinkProps)} />
}

/** A navigation link within the site (marked when it is the current page's): the router's NavLink in the browser. */
export const SiteNavLink = import.meta.env.SSR ? ServerNavLink : NavLink
