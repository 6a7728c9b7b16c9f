import { Link, type LinkProps } from 'react-router-dom'

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
