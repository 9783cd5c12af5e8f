import { describe, expect, it } from '@jest/globals'

import { translatorFor } from '../../../src/i18n/dictionary'
import { countryName, isLegalPage, legalFactRows, type LegalFactsData } from '../../../src/lib/legalFacts'
import { checkBivNumber, checkEnterpriseNumber, checkInsurerName, checkPolicyNumber } from '../../../src/lib/organisationChecks'
import { copyright, organisation } from '../../../seed/content/globals'

const full: LegalFactsData = {
  legalName: 'Kempen Vastgoed bv',
  vatNumber: 'BE0712345630',
  bivNumber: 'BIV 512345',
  titles: ['broker'],
  titleCountry: 'BE',
  supervisor: {
    name: 'Beroepsinstituut van Vastgoedmakelaars (BIV)',
    address: 'Luxemburgstraat 16 B, 1000 Brussel',
    website: 'https://www.biv.be',
  },
  insurer: { name: 'AXA Belgium nv', policyNumber: '730.390.160' },
  deontology: { name: 'Deontologische code van het BIV', url: 'https://www.biv.be/deontologie' },
}

describe('legal notices of a Belgian estate agency', () => {
  it('lists every fact in the order of the law, in the page language', () => {
    const rows = legalFactRows(full, translatorFor('nl'), 'nl')
    expect(rows.map((r) => r.key)).toEqual(['company', 'biv', 'title', 'supervisor', 'insurer', 'deontology'])
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]))
    // Both numbers in their official notation, whatever the spelling stored.
    expect(byKey.company.value).toBe('Kempen Vastgoed bv – KBO 0712.345.630 – btw BE 0712.345.630')
    expect(byKey.biv).toMatchObject({ label: 'BIV-nummer', value: '512.345' })
    expect(byKey.title.value).toBe('Erkend vastgoedmakelaar-bemiddelaar (toegekend in België)')
    expect(byKey.supervisor).toMatchObject({
      value: 'Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16 B, 1000 Brussel',
      href: 'https://www.biv.be',
    })
    expect(byKey.insurer.value).toBe('AXA Belgium nv, polis 730.390.160')
    expect(byKey.deontology).toMatchObject({ value: 'Deontologische code van het BIV', href: 'https://www.biv.be/deontologie' })

    const fr = Object.fromEntries(
      legalFactRows({ ...full, titles: ['broker', 'syndic'] }, translatorFor('fr'), 'fr').map((r) => [r.key, r]),
    )
    expect(fr.biv.label).toBe('Numéro IPI')
    expect(fr.title.value).toBe('Agent immobilier intermédiaire agréé, Agent immobilier syndic agréé (pays d’octroi : Belgique)')
    expect(fr.company.value).toBe('Kempen Vastgoed bv – BCE 0712.345.630 – TVA BE 0712.345.630')
    expect(fr.insurer.value).toBe('AXA Belgium nv, police 730.390.160')
    const en = Object.fromEntries(legalFactRows(full, translatorFor('en'), 'en').map((r) => [r.key, r]))
    expect(en.title.value).toBe('Licensed real estate agent (broker) (granted in Belgium)')
    expect(en.company.value).toBe('Kempen Vastgoed bv – CBE 0712.345.630 – VAT BE 0712.345.630')
    expect(en.insurer.value).toBe('AXA Belgium nv, policy 730.390.160')
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
    // An insurer without its policy number is no fact the law accepts: left out.
    expect(rows).toEqual([
      { key: 'supervisor', label: 'Toezichthoudende overheid', value: 'BIV', href: undefined },
      { key: 'deontology', label: 'Deontologie', value: 'https://www.biv.be/deontologie', href: 'https://www.biv.be/deontologie' },
    ])
  })

  it('publishes no number that fails its check, and no insurer without a plausible policy', () => {
    const nl = (facts: LegalFactsData) => Object.fromEntries(legalFactRows(facts, translatorFor('nl'), 'nl').map((r) => [r.key, r.value]))
    // The seed's number until issue 32: 0712.345.678 fails the mod-97 check (the check digits are 30).
    expect(nl({ ...full, vatNumber: 'BE 0712.345.678' }).company).toBe('Kempen Vastgoed bv')
    expect(nl({ legalName: '', vatNumber: '0712.345.678' }).company).toBeUndefined()
    expect(nl({ vatNumber: '0712 345 630' }).company).toBe('KBO 0712.345.630 – btw BE 0712.345.630')
    expect(nl({ ...full, bivNumber: '51234' }).biv).toBeUndefined()
    expect(nl({ ...full, insurer: { name: 'AXA Belgium nv', policyNumber: 'placeholder' } }).insurer).toBeUndefined()
    expect(nl({ ...full, insurer: { name: '', policyNumber: '730.390.160' } }).insurer).toBeUndefined()
    expect(nl({ ...full, insurer: { name: ' AXA Belgium nv ', policyNumber: ' 730.390.160 ' } }).insurer).toBe(
      'AXA Belgium nv, polis 730.390.160',
    )
  })

  it('the seed’s facts pass the checks Site settings make, and the footer shows them all', () => {
    expect(checkEnterpriseNumber(organisation.vatNumber, 'nl')).toBe(true)
    expect(checkBivNumber(organisation.bivNumber, 'nl')).toBe(true)
    expect(checkInsurerName(organisation.insurer.name, organisation.insurer.policyNumber, 'nl')).toBe(true)
    expect(checkPolicyNumber(organisation.insurer.policyNumber, organisation.insurer.name, 'nl')).toBe(true)
    const rows = legalFactRows(
      {
        legalName: organisation.legalName,
        vatNumber: organisation.vatNumber,
        bivNumber: organisation.bivNumber,
        titles: organisation.bivTitles,
        titleCountry: organisation.titleCountry,
        insurer: organisation.insurer,
      },
      translatorFor('nl'),
      'nl',
    )
    expect(rows.map((r) => r.value)).toEqual([
      'Kempen Vastgoed bv – KBO 0712.345.630 – btw BE 0712.345.630',
      '512.345',
      'Erkend vastgoedmakelaar-bemiddelaar (toegekend in België)',
      'AXA Belgium nv, polis 730.390.160',
    ])
    // The footer's copyright line repeats the numbers: the same ones.
    for (const line of Object.values(copyright)) expect(line).toMatch(/(BIV|IPI) 512\.345 – (BTW|TVA|VAT) BE 0712\.345\.630$/)
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
