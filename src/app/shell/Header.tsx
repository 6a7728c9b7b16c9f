import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'
import { SiteLink as Link, SiteNavLink as NavLink } from '../../ui/SiteLink.tsx'
import { ActionLink } from '../../ui/ActionLink.tsx'
import { LineIcon } from '../../ui/LineIcon.tsx'
import { search as searchIcon } from '../../ui/shell-icon-paths.ts'
import { useSite } from '../../ui/site-context.tsx'
import { useWords } from '../../ui/words/use-words.ts'
import { LanguageSwitch } from './LanguageSwitch.tsx'

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

/** True once the window has scrolled more than `threshold` px; false on the server and while hydrating. */
function useScrolledPast(threshold: number) {
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold])
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false)
}

/**
 * Fixed site header: brand, search link, main navigation (a toggle menu below 960 px) and the call to action. Transparent over
 * the hero until scrolled past the threshold or while the menu is open (`data-solid`).
 */
export function Header() {
  const { company, navigation, timing, languages, lang } = useSite()
  // The brand leads to the home of the page's language.
  const home = (lang && languages?.find((l) => l.code === lang)?.home) || '/'
  const { shell } = useWords()
  const { key } = useLocation()
  const scrolled = useScrolledPast(timing.headerScrollThreshold)
  // The menu remembers the location it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === key
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      if (menuRef.current?.contains(document.activeElement)) toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <header className="site-header" data-scrolled={scrolled} data-solid={scrolled || open}>
      <div className="container site-header__bar">
        <Link to={home} className="site-header__brand">
          {company.logo ? (
            <img className="site-header__logo" src={company.logo.src} alt="" width={36} height={36} />
          ) : (
            <span className="site-header__mark" aria-hidden="true">
              {company.name.charAt(0)}
            </span>
          )}
          {company.name}
        </Link>
        {navigation.search && (
          <NavLink
            to={navigation.search.to}
            className="site-header__search"
            aria-label={navigation.search.label}
            title={navigation.search.label}
          >
            <LineIcon d={searchIcon} />
          </NavLink>
        )}
        <LanguageSwitch />
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? shell.closeMenu : shell.openMenu}
          onClick={() => setOpenOn(open ? null : key)}
        >
          <span className="site-header__burger" aria-hidden="true" />
        </button>
        <div id={menuId} ref={menuRef} className="site-header__menu" data-open={open}>
          <nav aria-label={shell.mainNavigation}>
            <ul className="site-header__links">
              {navigation.links.map((link) => (
                <li key={link.to}>
                  {link.to.startsWith('/') ? (
                    <NavLink to={link.to} end={link.to === home} className="site-header__link">
                      {link.label}
                    </NavLink>
                  ) : (
                    <ActionLink to={link.to} className="site-header__link">
                      {link.label}
                    </ActionLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <ActionLink to={navigation.cta.to} variant={navigation.cta.variant ?? 'primary'} className="site-header__cta">
            {navigation.cta.label}
          </ActionLink>
        </div>
      </div>
    </header>
  )
}
