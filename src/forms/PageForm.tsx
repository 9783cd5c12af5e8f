import { accountPath, forgotPasswordPath } from '../auth/paths'
import { getDemandOptions } from '../data/demandOptions'
import { getPublishedTestimonials } from '../data/testimonials'
import type { Translator } from '../i18n/dictionary'
import type { Locale } from '../i18n/locales'
import type { EstimateQuery } from '../listings/estimate'
import type { ListingSections } from '../routing/listingPaths'
import { TestimonialList } from '../testimonials/TestimonialList'
import { DemandForm, NewsletterForm, TestimonialForm, ValuationForm } from './chunks'
import type { PageFormKind } from './pageForms'
import { formTexts } from './shared/texts'
import { answerEstimate, EstimateSection } from './valuation/Estimate'

export interface PageFormProps {
  form: PageFormKind
  locale: Locale
  t: Translator
  privacyHref: string | null
  /** The valuation page's instant estimate: its query (per-request renders only), the page's path and listing sections. */
  estimate?: { query: EstimateQuery | undefined; path: string; sections: ListingSections }
}

/** The form of a page (src/forms/pageForms.ts). Everything it needs is cached data; the page stays static. */
export async function PageForm({ form, locale, t, privacyHref, estimate }: PageFormProps) {
  switch (form.kind) {
    case 'valuation': {
      // The instant estimate first, on the agency's own valuation page (not an advisor's).
      const withEstimate = estimate && !form.advisor
      const state = withEstimate ? await answerEstimate(estimate.query, locale, t, estimate.sections) : null
      return (
        <>
          {withEstimate && <EstimateSection locale={locale} t={t} path={estimate.path} state={state} query={estimate.query} />}
          <section className="page-form" aria-labelledby="valuation-form-heading">
            <h2 id="valuation-form-heading">{t('valuation.title')}</h2>
            <ValuationForm
              advisor={form.advisor}
              locale={locale}
              texts={formTexts(t, 'valuation.')}
              privacyHref={privacyHref}
              prefill={state?.prefill ?? null}
            />
          </section>
        </>
      )
    }
    case 'demand': {
      const options = await getDemandOptions(locale)
      return (
        <section className="page-form demand-form" aria-labelledby="demand-form-title">
          <h2 id="demand-form-title" className="visually-hidden">
            {t('demand.title')}
          </h2>
          <p className="demand-login-link">
            {t('demand.alreadyRegistered')} <a href={accountPath(locale)}>{t('demand.logIn')}</a>
          </p>
          <DemandForm
            locale={locale}
            texts={formTexts(t, 'demand.', 'search.sale', 'search.rent')}
            privacyHref={privacyHref}
            forgotPasswordHref={forgotPasswordPath(locale)}
            options={options}
          />
        </section>
      )
    }
    case 'newsletter':
      return (
        <section className="page-form newsletter-form" aria-labelledby="newsletter-form-title">
          <h2 id="newsletter-form-title">{t('newsletter.title')}</h2>
          <p>{t('newsletter.intro')}</p>
          <NewsletterForm locale={locale} texts={formTexts(t, 'newsletter.')} privacyHref={privacyHref} />
        </section>
      )
    case 'testimonials': {
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
  }
}
