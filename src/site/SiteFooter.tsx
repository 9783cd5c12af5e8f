import type { ShellData } from '@/data/shell'
import type { Translator } from '@/i18n/dictionary'

import type { Locale } from '@/i18n/locales'

import { LegalFacts } from './LegalFacts'
import { RichText } from './RichText'

/** Footer columns (spec "Footer config"), the agency's legal notices, legal links and the copyright line. */
export function SiteFooter({
  shell,
  t,
  locale,
  legalLinks,
  cookieSettingsLabel,
}: {
  shell: ShellData
  t: Translator
  locale: Locale
  legalLinks: Array<{ href: string; title: string }>
  cookieSettingsLabel: string
}) {
  const { footer } = shell
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer" style={{ background: footer.bgColor, color: footer.textColor }}>
      <div className="footer-columns" style={{ maxWidth: footer.maxWidth }}>
        {footer.columns.map((column) => (
          <section
            key={column.id}
            className={`footer-column col-sm-${column.sm} col-md-${column.md} col-lg-${column.lg}`}
            aria-label={column.title ?? undefined}
          >
            {column.image && (
              <img src={column.image.src} width={column.image.width} height={column.image.height} alt={column.image.alt} loading="lazy" />
            )}
            {column.title && <h2>{column.title}</h2>}
            {column.introText && <p className="footer-intro">{column.introText}</p>}
            {Boolean(column.fullText) && <RichText data={column.fullText} />}
          </section>
        ))}
      </div>
      <div className="footer-legal-wrap" style={{ maxWidth: footer.maxWidth }}>
        <LegalFacts facts={shell.organisation.legal} t={t} locale={locale} variant="footer" />
      </div>
      <div className="footer-bottom" style={{ maxWidth: footer.maxWidth }}>
        <p>{footer.copyright || t('footer.copyright', { year, name: shell.organisation.legalName || shell.siteName })}</p>
        <nav aria-label={t('nav.footer')}>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.title}</a>
              </li>
            ))}
            <li>
              {/* Spec section 4: ?setcookies clears the stored choice so the dialog returns. */}
              <a href="?setcookies">{cookieSettingsLabel}</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
