import type { ShellData } from '@/data/shell'
import type { DictionaryKey, Translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { accountPath } from '@/auth/paths'

import { HeaderFrame } from './HeaderFrame'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MainNav } from './MainNav'

export function SiteHeader({
  shell,
  locale,
  languages,
  t,
  loginTitle,
}: {
  shell: ShellData
  locale: Locale
  languages: Locale[]
  t: Translator
  loginTitle: string
}) {
  const { header } = shell
  const logoLabel = t('nav.logoHome', { name: shell.siteName })
  return (
    <HeaderFrame
      changeOnScroll={header.changeOnScroll}
      showLogoAtStart={header.showLogoAtStart}
      homePaths={[`/${locale}/`, '/']}
      style={
        {
          '--header-bg': header.bgColor,
          '--header-text': header.textColor,
          '--menu-font-size': `${header.menuFontSize}px`,
          '--mobile-bg': header.mobile.bgColor,
          '--mobile-text': header.mobile.textColor,
        } as React.CSSProperties
      }
    >
      {header.links && (
        <div className="header-links">
          {(['left', 'right'] as const).map((side) => (
            <ul key={side} className={`header-links-${side}`}>
              {header.links![side].map((item, i) => (
                <li key={i}>
                  <a href={item.link}>{item.label}</a>
                </li>
              ))}
            </ul>
          ))}
        </div>
      )}
      <div className="header-inner" data-mobile-position={header.mobile.position}>
        <a className="logo" href={shell.homeHref} aria-label={logoLabel}>
          {header.logo ? (
            <>
              <img className="logo-large" src={header.logo.src} width={header.logo.width} height={header.logo.height} alt="" />
              {/* Shown only once the header has shrunk on scroll: fetched after what the first screen
                  needs, and not preloaded in the head (React preloads every other eager <img>). */}
              <img
                className="logo-small"
                fetchPriority="low"
                src={(header.logoSmall ?? header.logo).src}
                width={(header.logoSmall ?? header.logo).width}
                height={(header.logoSmall ?? header.logo).height}
                alt=""
              />
            </>
          ) : (
            <span className="logo-text">{shell.siteName}</span>
          )}
        </a>
        <MainNav
          links={shell.nav}
          // Owners and demanders each have their own login (issue 37.8): "Login" opens both.
          loginLink={
            shell.loginHref
              ? {
                  href: shell.loginHref,
                  title: loginTitle,
                  children: [
                    { href: shell.loginHref, title: t('nav.loginOwner') },
                    { href: accountPath(locale), title: t('nav.loginDemander') },
                  ],
                }
              : null
          }
          labels={{
            nav: t('nav.label'),
            open: t('nav.openMenu'),
            close: t('nav.closeMenu'),
            submenu: t('nav.submenu', { title: '{title}' }),
          }}
        />
        {languages.length > 1 && (
          <LanguageSwitcher
            current={locale}
            label={t('language.label')}
            languages={languages.map((code) => ({
              code,
              title: t('language.switchTo', { language: t(`language.name.${code}` as DictionaryKey) }),
            }))}
          />
        )}
      </div>
    </HeaderFrame>
  )
}
