import { describe, expect, it } from '@jest/globals'

import { translatorFor } from '../../src/i18n/dictionary'
import { countryName, isLegalPage, legalFactRows, type LegalFactsData } from '../../src/lib/legalFacts'

const full: LegalFactsData = {
  legalName: 'Kempen Vastgoed bv',
  vatNumber: 'BE 0712.345.678',
  bivNumber: '512.345',
  titles: ['broker'],
  titleCountry: 'BE',
  supervisor: {
    name: 'Beroepsinstituut van Vastgoedmakelaars (BIV)',
    address: 'Luxemburgstraat 16 B, 1000 Brussel',
    website: 'https://www.biv.be',
  },
  insurer: { name: 'Kempense Verzekeringen nv', policyNumber: 'BA-2026-0412' },
  deontology: { name: 'Deontologische code van het BIV', url: 'https://www.biv.be/deontologie' },
}

describe('legal notices of a Belgian estate agency', () => {
  it('lists every fact in the order of the law, in the page language', () => {
    const rows = legalFactRows(full, translatorFor('nl'), 'nl')
    expect(rows.map((r) => r.key)).toEqual(['company', 'biv', 'title', 'supervisor', 'insurer', 'deontology'])
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]))
    expect(byKey.company.value).toBe('Kempen Vastgoed bv – BE 0712.345.678')
    expect(byKey.biv).toMatchObject({ label: 'BIV-nummer', value: '512.345' })
    expect(byKey.title.value).toBe('Erkend vastgoedmakelaar-bemiddelaar (toegekend in België)')
    expect(byKey.supervisor).toMatchObject({
      value: 'Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16 B, 1000 Brussel',
      href: 'https://www.biv.be',
    })
    expect(byKey.insurer.value).toBe('Kempense Verzekeringen nv, polis BA-2026-0412')
    expect(byKey.deontology).toMatchObject({ value: 'Deontologische code van het BIV', href: 'https://www.biv.be/deontologie' })

    const fr = Object.fromEntries(
      legalFactRows({ ...full, titles: ['broker', 'syndic'] }, translatorFor('fr'), 'fr').map((r) => [r.key, r]),
    )
    expect(fr.biv.label).toBe('Numéro IPI')
    expect(fr.title.value).toBe('Agent immobilier intermédiaire agréé, Agent immobilier syndic agréé (pays d’octroi : Belgique)')
    expect(fr.insurer.value).toBe('Kempense Verzekeringen nv, police BA-2026-0412')
    const en = Object.fromEntries(legalFactRows(full, translatorFor('en'), 'en').map((r) => [r.key, r]))
    expect(en.title.value).toBe('Licensed real estate agent (broker) (granted in Belgium)')
  })

  it('leaves out what is not filled in, and links only to web addresses', () => {
    expect(legalFactRows({}, translatorFor('nl'), 'nl')).toEqual([])
    const rows = legalFactRows(
      {
        bivNumber: '  ',
        titles: ['unknown-title'],
        supervisor: { name: 'BIV', website: 'javascript:alert(1)' },
        insurer: { name: 'Verzekeraar', policyNumber: '' },
        deontology: { url: 'https://www.biv.be/deontologie' },
      },
      translatorFor('nl'),
      'nl',
    )
    expect(rows).toEqual([
      { key: 'supervisor', label: 'Toezichthoudende overheid', value: 'BIV', href: undefined },
      { key: 'insurer', label: 'Beroepsaansprakelijkheid verzekerd bij', value: 'Verzekeraar' },
      { key: 'deontology', label: 'Deontologie', value: 'https://www.biv.be/deontologie', href: 'https://www.biv.be/deontologie' },
    ])
  })

  it('names the country in the page language, the code when it has no name', () => {
    expect(countryName('BE', 'nl')).toBe('België')
    expect(countryName('lu', 'fr')).toBe('Luxembourg')
    expect(countryName('Belgium!', 'en')).toBe('Belgium!')
  })

  it('knows the legal pages by their original paths, as the old site wrote them', () => {
    expect(isLegalPage('/Disclaimer/')).toBe(true)
    expect(isLegalPage('/privacy-statement/')).toBe(true)
    expect(isLegalPage('/Cookie-policy/')).toBe(true)
    expect(isLegalPage('/contact/')).toBe(false)
    expect(isLegalPage(null)).toBe(false)
  })
})
