'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import type { NavLink } from '@/routing/menuLinks'

interface Labels {
  nav: string
  open: string
  close: string
  submenu: string
}

const isCurrent = (href: string, pathname: string) => href === pathname || (href.length > 4 && pathname.startsWith(href))

/**
 * The site menu: one list that is a horizontal bar from 1280 px and a toggled panel below
 * (spec section 9 breakpoints). Submenus open with their own button (disclosure pattern), so
 * keyboard and touch users reach children without hover. Escape closes what is open.
 */
export function MainNav({
  links,
  labels,
  loginLink,
}: {
  links: NavLink[]
  labels: Labels
  /** The logins: the owners' (the item's own link) and each kind's in its submenu. */
  loginLink?: { href: string; title: string; children: Array<{ href: string; title: string }> } | null
}) {
  const pathname = usePathname()
  const login: NavLink | null = loginLink
    ? {
        id: -1,
        title: loginLink.title,
        href: loginLink.href,
        newTab: false,
        children: loginLink.children.map((child, index) => ({ ...child, id: -2 - index, newTab: false, children: [] })),
      }
    : null
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<number | null>(null)
  const panelId = useId()
  const toggle = useRef<HTMLButtonElement>(null)

  // A new page closes the menu (state adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
    setExpanded(null)
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (expanded !== null) setExpanded(null)
      else if (open) {
        setOpen(false)
        toggle.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, expanded])

  return (
    <nav className="main-nav" aria-label={labels.nav} data-open={open ? 'true' : 'false'}>
      <button
        ref={toggle}
        type="button"
        className="nav-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="nav-toggle-bars" aria-hidden="true" />
        <span className="visually-hidden">{open ? labels.close : labels.open}</span>
      </button>
      <ul id={panelId} className="nav-list">
        {(login ? [...links, login] : links).map((link) => {
          const current = isCurrent(link.href, pathname) || link.children.some((c) => isCurrent(c.href, pathname))
          const subId = `${panelId}-sub-${link.id}`
          return (
            <li
              key={link.id}
              className={
                [link.children.length ? 'has-children' : '', link === login ? 'nav-login' : ''].filter(Boolean).join(' ') || undefined
              }
              data-expanded={expanded === link.id ? 'true' : 'false'}
            >
              <a
                href={link.href}
                target={link.newTab ? '_blank' : undefined}
                rel={link.rel}
                aria-current={link.href === pathname ? 'page' : current ? 'true' : undefined}
              >
                {link.title}
              </a>
              {link.children.length > 0 && (
                <>
                  <button
                    type="button"
                    className="submenu-toggle"
                    aria-expanded={expanded === link.id}
                    aria-controls={subId}
                    onClick={() => setExpanded((v) => (v === link.id ? null : link.id))}
                  >
                    <span className="visually-hidden">{labels.submenu.replace('{title}', link.title)}</span>
                  </button>
                  <ul id={subId} className="submenu">
                    {link.children.map((child) => (
                      <li key={child.id}>
                        <a
                          href={child.href}
                          target={child.newTab ? '_blank' : undefined}
                          rel={child.rel}
                          aria-current={child.href === pathname ? 'page' : undefined}
                        >
                          {child.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
