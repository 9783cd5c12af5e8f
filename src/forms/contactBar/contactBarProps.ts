import type { Translator } from '../../i18n/dictionary'
import { telHref, whatsAppHref, whatsAppMessage, type ListingForMessage } from '../../lib/contactLinks'
import type { ContactBarProps } from './ContactBar'

/**
 * The contact bar of a detail page, built on the server: the number is the listing's advisor's, else the
 * agency's (the same as the page's "your agent" block and the contact block); the WhatsApp message names
 * the listing. `formsHref` is where the forms are on the page, for a visitor without JavaScript.
 */
export function contactBarProps(
  t: Translator,
  {
    phone,
    listing,
    island,
    forms,
  }: { phone: string | null | undefined; listing: ListingForMessage; island: string; forms: { info: string; visit: string } },
): ContactBarProps {
  const call = telHref(phone)
  const whatsapp = whatsAppHref(phone, whatsAppMessage(listing, t))
  return {
    label: t('contactBar.label'),
    call: call ? { href: call, text: t('contactBar.call') } : null,
    whatsapp: whatsapp ? { href: whatsapp, text: t('contactBar.whatsapp') } : null,
    forms: [
      { form: 'info', text: t('contactBar.ask'), href: forms.info },
      { form: 'visit', text: t('contactBar.visit'), href: forms.visit },
    ],
    island,
  }
}
