import { ContactForm } from '../../forms/chunks'
import { formTexts } from '../../forms/shared/texts'
import { formatPhone } from '../../lib/phone'
import type { ContactBlock } from '../../payload-types'
import { Icon } from '../../site/Icon'
import type { BlockProps } from '../types'

/**
 * The agency's contact details: every office with address, phone, opening hours and a route link
 * (full variant), or the main phone and e-mail (small variant). The contact form joins it here.
 */
export function ContactBlockComponent({ block, ctx }: BlockProps<ContactBlock>) {
  const { organisation, t, locale, privacyHref } = ctx
  const variant = block.variant === 'small' ? 'small' : 'full'
  const offices = variant === 'full' ? organisation.offices : organisation.offices.slice(0, 1)
  return (
    <div className={`contact-block contact-${variant}`}>
      <section className="contact-form" aria-labelledby={`contact-form-title-${variant}`}>
        <h3 id={`contact-form-title-${variant}`}>{t(variant === 'full' ? 'contactForm.title' : 'contactForm.smallTitle')}</h3>
        <ContactForm variant={variant} locale={locale} texts={formTexts(t)} privacyHref={privacyHref} />
      </section>
      <ul className="offices">
        {offices.map((office) => (
          <li key={office.name} className="office">
            <h3>{office.name}</h3>
            <address>
              <p>
                <Icon name="pin" /> <span className="visually-hidden">{t('contact.address')}: </span>
                {office.street}, {office.zip} {office.city}
              </p>
              {(office.phone || organisation.phone) && (
                <p>
                  <Icon name="phone" /> <span className="visually-hidden">{t('contact.phone')}: </span>
                  <a href={`tel:${(office.phone || organisation.phone)!.replace(/[^\d+]/g, '')}`}>
                    {formatPhone(office.phone || organisation.phone!)}
                  </a>
                </p>
              )}
              {organisation.email && (
                <p>
                  <Icon name="mail" /> <span className="visually-hidden">{t('contact.email')}: </span>
                  <a href={`mailto:${organisation.email}`}>{organisation.email}</a>
                </p>
              )}
            </address>
            {variant === 'full' && office.openingHours && (
              <>
                <h4>{t('contact.openingHours')}</h4>
                <p className="opening-hours">{office.openingHours}</p>
              </>
            )}
            {variant === 'full' && office.latitude && office.longitude && (
              <p>
                <a
                  href={`https://www.google.com/maps/dir/?api=1&destination=${office.latitude},${office.longitude}`}
                  target="_blank"
                  rel="noopener"
                >
                  {t('contact.route', { office: office.name })}
                </a>
              </p>
            )}
          </li>
        ))}
      </ul>
      {variant === 'full' && organisation.vatNumber && (
        <p className="legal-ids">
          {organisation.legalName} · {t('contact.vat')} {organisation.vatNumber}
        </p>
      )}
    </div>
  )
}
