import { accountPath } from '../account/paths'
import { getDemandOptions } from '../data/demandOptions'
import { getPublishedTestimonials } from '../data/testimonials'
import type { DictionaryKey } from '../i18n/dictionary'
import type { Locale } from '../i18n/locales'
import { normalizeOriginal } from '../routing/routeTable'
import { DemandForm } from './demand/Form'
import { NewsletterForm } from './newsletter/Form'
import { TestimonialForm } from './testimonial/Form'
import { TestimonialList } from '../testimonials/TestimonialList'
import { formTexts } from './shared/texts'

type T = (key: DictionaryKey, values?: Record<string, string | number>) => string

export interface PageFormProps {
  /** Before the page's modules (the page is the form) or after them (the form joins a list). */
  placement: 'before' | 'after'
  originalPath: string | null | undefined
  locale: Locale
  t: T
  privacyHref: string | null
}

/** Paths of the site's own account pages for demanders (dynamic routes of their own, not menu pages). */
export const forgotPasswordPath = (locale: Locale) => `/${locale}/account/forgot-password/`

/**
 * The form a system page carries, chosen by the page's original path (spec section 2 table): the
 * demand register on /demand-register/, the newsletter sign-up under the blog,
 * the published testimonials and the testimonial form under the testimonials. Everything it needs is cached data; the page stays static.
 */
export async function PageForm({ placement, originalPath, locale, t, privacyHref }: PageFormProps) {
  if (!originalPath) return null
  const original = normalizeOriginal(originalPath)
  if (placement === 'after' && original === '/blog/') {
    return (
      <section className="page-form newsletter-form" aria-labelledby="newsletter-form-title">
        <h2 id="newsletter-form-title">{t('newsletter.title')}</h2>
        <p>{t('newsletter.intro')}</p>
        <NewsletterForm locale={locale} texts={formTexts(t, 'newsletter.')} privacyHref={privacyHref} />
      </section>
    )
  }
  if (placement === 'after' && original === '/getuigenissen/') {
    const testimonials = await getPublishedTestimonials()
    return (
      <>
        <TestimonialList testimonials={testimonials} t={t} />
        <section className="page-form testimonial-form" aria-labelledby="testimonial-form-title">
          <h2 id="testimonial-form-title">{t('testimonial.title')}</h2>
          <p>{t('testimonial.intro')}</p>
          <TestimonialForm locale={locale} texts={formTexts(t, 'testimonial.')} privacyHref={privacyHref} />
        </section>
      </>
    )
  }
  if (placement === 'before' && original === '/demand-register/') {
    const options = await getDemandOptions(locale)
    return (
      <section className="page-form demand-form" aria-labelledby="demand-form-title">
        <h2 id="demand-form-title" className="visually-hidden">
          {t('demand.title')}
        </h2>
        <p className="demand-login-link">
          {t('demand.alreadyRegistered')} <a href={accountPath(locale)}>{t('demand.logIn')}</a>
        </p>
        <DemandForm locale={locale} texts={formTexts(t, 'demand.', 'search.sale', 'search.rent')} privacyHref={privacyHref} forgotPasswordHref={forgotPasswordPath(locale)} options={options} />
      </section>
    )
  }
  return null
}
