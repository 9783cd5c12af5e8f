/**
 * The contact bar's links (issue 37 point 1): a phone call and a WhatsApp chat that names the listing.
 * Pure: the page builds them on the server from the advisor's or the agency's number.
 */

/** The message of a WhatsApp chat about a listing, in the reader's language. */
export type ContactMessageKey = 'contactBar.whatsappMessage' | 'contactBar.whatsappMessageNoRef'

export interface ListingForMessage {
  title: string
  /** The agency's reference (RecordFile), when the listing has one. */
  reference?: string | null
  /** The listing's public URL, absolute. */
  url: string
}

/** The digits of a number with its country code (Belgium unless it says otherwise), as wa.me wants them; null when it is no phone number. */
export function internationalDigits(phone: string | null | undefined, countryCode = '32'): string | null {
  const value = (phone ?? '').trim()
  if (!value || !/^\+?[\d\s./()-]+$/.test(value)) return null
  const digits = value.replace(/\D/g, '')
  let international: string
  if (value.startsWith('+')) international = digits
  else if (digits.startsWith('00')) international = digits.slice(2)
  else if (digits.startsWith('0')) international = `${countryCode}${digits.slice(1)}`
  else international = digits
  // E.164: at most 15 digits; a Belgian number has 8 or 9 after its country code.
  return international.length >= 8 && international.length <= 15 ? international : null
}

/** A tel: link that works from abroad too (+32…), or null. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = internationalDigits(phone)
  return digits ? `tel:+${digits}` : null
}

/** The chat's first message: the listing's title, its reference when it has one, and its public URL. */
export function whatsAppMessage(listing: ListingForMessage, t: (key: ContactMessageKey, values: Record<string, string>) => string): string {
  const reference = listing.reference?.trim()
  return reference
    ? t('contactBar.whatsappMessage', { title: listing.title, reference, url: listing.url })
    : t('contactBar.whatsappMessageNoRef', { title: listing.title, url: listing.url })
}

/** A wa.me link that opens a chat with `phone` and the message typed in, or null when the number cannot be dialled. */
export function whatsAppHref(phone: string | null | undefined, message: string): string | null {
  const digits = internationalDigits(phone)
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : null
}
