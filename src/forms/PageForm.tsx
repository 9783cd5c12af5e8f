import { getDemandOptions } from '../data/demandOptions'
import type { DictionaryKey } from '../i18n/dictionary'
import type { Locale } from '../i18n/locales'
import { normalizeOriginal } from '../routing/routeTable'
import { DemandForm } from './demand/Form'
import { formTexts } from './shared/texts'

type T = (key: DictionaryKey, values?: Record<string, string | number>) => string

export interface PageFormProps {
  originalPath: string | null | undefined
  locale: Locale
  t: T
  privacyHref: string | null
}

/** Paths of the site's own account pages for demanders (dynamic routes of their own, not menu pages). */
export const forgotPasswordPath = (locale: Locale) => `/${locale}/account/forgot-password/`

/**
 * The form a system page carries, chosen by the page's original path (spec section 2 table): the
 * demand register on /demand-register/. Everything it needs is cached data; the page stays static.
 */
export async function PageForm({ originalPath, locale, t, privacyHref }: PageFormProps) {
  if (!originalPath) return null
  if (normalizeOriginal(originalPath) === '/demand-register/') {
    const options = await getDemandOptions(locale)
    return (
      <section className="page-form demand-form" aria-labelledby="demand-form-title">
        <h2 id="demand-form-title" className="visually-hidden">
          {t('demand.title')}
        </h2>
        <DemandForm locale={locale} texts={formTexts(t, 'demand.', 'search.sale', 'search.rent')} privacyHref={privacyHref} forgotPasswordHref={forgotPasswordPath(locale)} options={options} />
      </section>
    )
  }
  return null
}
