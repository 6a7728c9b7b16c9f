import { useContext } from 'react'
import {
  Link,
  NavLink,
  UNSAFE_NavigationContext,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom'

/**
 * Whether the router's Link writes `to` as it is: a path from the site's root (not `//host`, not `/\host`) with no
 * `//` or `/.` in it to tidy (`/./`, `/../`), no query and no fragment. Anything else (a relative path, `?page=2`,
 * `/jobs#apply`) goes to the router. Plain string checks: a list page asks 50 times.
 */
const asItIs = (to: string) => to.charCodeAt(0) === 47 && !to.includes('//') && !to.includes('/.') && !/[\\?#]/.test(to)

/**
 * The router's Link as the server renders it: the very anchor (its attributes in the same order) without the hooks
 * it runs to find its address and handle clicks, which the server never needs. A list page has 50 links: the
 * router's Link was a third of its render (issue 24). An address to resolve, a prefetch or a mask: the router's own.
 */
export function ServerLink(props: LinkProps) {
  const {
    to,
    target,
    discover = 'render',
    prefetch = 'none',
    mask,
    // What the router's Link takes for itself and does not pass on to its anchor.
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    onClick: _onClick,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...anchor
  } = props
  if (typeof to !== 'string' || !asItIs(to) || prefetch !== 'none' || mask !== undefined) return <Link {...props} />
  return <a {...anchor} href={to} target={target} data-discover={discover === 'render' ? 'true' : undefined} />
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
    ...rest
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
  let toPathname = navigator.encodeLocation ? navigator.encodeLocation(to).pathname : to
  let locationPathname = location.pathname
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase()
    toPathname = toPathname.toLowerCase()
  }
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length
  const active =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === '/')
  return (
    <ServerLink
      {...rest}
      aria-current={active ? ariaCurrent : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ')}
      style={style}
      to={to}
    >
      {children}
    </ServerLink>
  )
}

/** A navigation link within the site (marked when it is the current page's): the router's NavLink in the browser. */
export const SiteNavLink = import.meta.env.SSR ? ServerNavLink : NavLink
