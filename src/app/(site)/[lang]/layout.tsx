import type { Metadata, Viewport } from 'next'
import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'

import { previewUser } from '@/data/preview'
import { getShell } from '@/data/shell'
import { getSiteLanguages } from '@/data/site'
import { getTranslator } from '@/data/translations'
import { finishTexts } from '@/i18n/finishedTexts'
import { isLocale } from '@/i18n/locales'
import { Analytics } from '@/site/analytics/Analytics'
import { BackToTop } from '@/site/BackToTop'
import { buildBackToTopTexts } from '@/site/backToTopRules'
import { buildConsentTexts } from '@/site/consent/consent'
import { ConsentModeDefaults } from '@/site/consent/ConsentModeDefaults'
import { ConsentOpener } from '@/site/consent/ConsentOpener'
import { EarlyPressScript } from '@/site/EarlyPressScript'
import { SITE_ICONS } from '@/site/icons'
import { JsonLd } from '@/site/JsonLd'
import { ScriptsAfterPaintScript } from '@/site/ScriptsAfterPaintScript'
import { SiteContextProvider } from '@/site/SiteContext'
import { SiteLive } from '@/site/SiteLive'
import { SHELL_TEXT_KEYS } from '@/site/shellTexts'
import { Popup } from '@/site/Popup'
import { RememberLanguage } from '@/site/RememberLanguage'
import { buildPopupTexts } from '@/site/popupRules'
import { DraftPreview } from '@/site/preview/DraftPreview'
import { SiteConsent } from '@/site/SiteConsent'
import { VisitorSignScript } from '@/site/VisitorSignScript'
import { SiteFooter } from '@/site/SiteFooter'
import { SiteHeader } from '@/site/SiteHeader'
import { TopBar } from '@/site/TopBar'
import { siteOrigin } from '@/site/seo'
import '../site.css'
// All of the site's styles, here only: every public page loaded every one of them anyway (the catch-all
// route holds every page kind and its islands), and Turbopack gave each stylesheet imported by another
// module (forms, list, slider, shortlist, portal) its own render-blocking file, eight requests before
// the first paint, each a round trip on a phone. One importer makes them one file. The order is the
// cascade's: site.css first. Leaflet's styles stay with the maps, which load on demand.
import '@/forms/forms.css'
import '@/forms/demand/demand.css'
import 'keen-slider/keen-slider.min.css'
import '@/properties/listScreen.css'
import '@/properties/detail/purchase.css'
import '@/shortlist/shortlist.css'
import '@/portal/portal.css'
import '@/forms/contactBar/contactBar.css'

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#12355b' }

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params
  if (!isLocale(lang)) return {}
  const shell = await getShell(lang)
  return { metadataBase: new URL(siteOrigin()), title: shell.siteName, applicationName: shell.siteName, ...SITE_ICONS }
}

/**
 * The page shell of every public page in a language (spec "Shared page shell"). A language that is
 * not enabled in the site settings resolves to "/" (spec section 2).
 */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params
  const languages = await getSiteLanguages()
  if (!isLocale(lang) || !languages.enabled.includes(lang)) redirect('/')
  const [shell, t, previewer] = await Promise.all([getShell(lang), getTranslator(lang), previewUser()])
  // A staff member's draft preview (issue 15.2) is never a visit: no consent dialog, no analytics tags,
  // and no consent is stored from it.
  const preview = previewer !== null
  const legalLinks = shell.legalLinks
  const origin = siteOrigin()
  return (
    <html lang={lang}>
      <body>
        {preview && <DraftPreview notice={t('preview.notice')} exitLabel={t('preview.exit')} />}
        <ConsentModeDefaults />
        <VisitorSignScript />
        <EarlyPressScript />
        <ScriptsAfterPaintScript />
        <a className="skip-link" href="#main">
          {t('nav.skipToContent')}
        </a>
        <TopBar bar={shell.topBar} label={t('nav.topBar')} />
        <SiteHeader shell={shell} locale={lang} languages={languages.enabled} t={t} loginTitle={t('nav.login')} />
        <main id="main" tabIndex={-1}>
          <SiteContextProvider
            value={{
              locale: lang,
              forSalePath: shell.forSalePath,
              texts: finishTexts(t, SHELL_TEXT_KEYS),
            }}
          >
            {children}
          </SiteContextProvider>
        </main>
        <SiteFooter shell={shell} t={t} locale={lang} legalLinks={legalLinks} cookieSettingsLabel={t('consent.settings')} />
        {!preview && (
          <SiteConsent
            texts={buildConsentTexts(t)}
            policyHref={shell.cookiePolicyHref ?? `/${lang}/`}
            noCookiePopupPaths={shell.noCookiePopupPaths}
          />
        )}
        {!preview && <ConsentOpener />}
        {!preview && <Analytics {...shell.analytics} />}
        {shell.popup && (
          <Popup
            title={shell.popup.title}
            description={shell.popup.description}
            link={shell.popup.link}
            linkLabel={shell.popup.linkLabel}
            image={shell.popup.image ? { url: shell.popup.image.src, alt: shell.popup.image.alt } : null}
            delaySeconds={shell.popup.delaySeconds}
            closePathPrefixes={shell.thankYouPrefixes}
            {...buildPopupTexts(t)}
          />
        )}
        <BackToTop {...buildBackToTopTexts(t)} />
        <RememberLanguage locale={lang} />
        <SiteLive />
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'RealEstateAgent',
            '@id': `${origin}/#organization`,
            name: shell.siteName,
            legalName: shell.organisation.legalName || undefined,
            url: `${origin}/${lang}/`,
            email: shell.organisation.email || undefined,
            telephone: shell.organisation.phone || undefined,
            vatID: shell.organisation.vatNumber || undefined,
            logo: shell.header.logo ? `${origin}${shell.header.logo.src}` : undefined,
            areaServed: ['Noord-Limburg', 'Antwerpse Kempen'],
            address: shell.organisation.offices.map((office) => ({
              '@type': 'PostalAddress',
              streetAddress: office.street,
              postalCode: office.zip,
              addressLocality: office.city,
              addressCountry: 'BE',
            })),
          }}
        />
      </body>
    </html>
  )
}
