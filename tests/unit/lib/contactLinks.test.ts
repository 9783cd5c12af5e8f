import { describe, expect, it } from '@jest/globals'

import { dictionary } from '../../../src/i18n/dictionary'
import { formatMessage } from '../../../src/i18n/message'
import { internationalDigits, telHref, whatsAppHref, whatsAppMessage } from '../../../src/lib/contactLinks'

const translator = (locale: 'nl' | 'fr') => (key: keyof typeof dictionary, values: Record<string, string>) =>
  formatMessage(dictionary[key][locale], locale, values)

describe('contact bar links (issue 37 point 1)', () => {
  it('dials Belgian numbers with their country code, from any way of writing them', () => {
    expect(internationalDigits('014 31 22 40')).toBe('3214312240')
    expect(internationalDigits('0475/12.34.56')).toBe('32475123456')
    expect(internationalDigits('+32 475 12 34 56')).toBe('32475123456')
    expect(internationalDigits('0032 14 31 22 40')).toBe('3214312240')
    expect(internationalDigits('+352 621 123 456')).toBe('352621123456')
    expect(telHref('014 31 22 40')).toBe('tel:+3214312240')
  })

  it('gives no link for what is no phone number', () => {
    for (const phone of [null, undefined, '', 'bel ons', '12', '+32 475 12 34 56 78 90 12 34']) {
      expect(internationalDigits(phone)).toBeNull()
      expect(telHref(phone)).toBeNull()
      expect(whatsAppHref(phone, 'hallo')).toBeNull()
    }
  })

  it('names the listing, its reference and its public URL in the message, in the reader’s language', () => {
    const listing = { title: 'Woning met tuin', reference: 'KV-1234', url: 'https://kempen.example/nl/te-huur/mol/woning/1234/' }
    expect(whatsAppMessage(listing, translator('nl'))).toBe(
      'Hallo, ik heb een vraag over Woning met tuin (ref. KV-1234): https://kempen.example/nl/te-huur/mol/woning/1234/',
    )
    expect(whatsAppMessage({ ...listing, reference: ' ' }, translator('fr'))).toBe(
      'Bonjour, j’ai une question sur Woning met tuin : https://kempen.example/nl/te-huur/mol/woning/1234/',
    )
  })

  it('puts the message in the wa.me link, encoded', () => {
    const href = whatsAppHref('0475 12 34 56', 'Vraag over Huis & tuin (ref. 7): https://x.example/a?b=1')!
    const url = new URL(href)
    expect(url.origin + url.pathname).toBe('https://wa.me/32475123456')
    expect(url.searchParams.get('text')).toBe('Vraag over Huis & tuin (ref. 7): https://x.example/a?b=1')
  })
})
