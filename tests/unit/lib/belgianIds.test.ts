import { describe, expect, it } from '@jest/globals'

import {
  bivDigits,
  enterpriseCheckNumber,
  enterpriseDigits,
  enterpriseNumberProblem,
  formatBivNumber,
  formatEnterpriseNumber,
  formatVatNumber,
  isBivNumber,
  isEnterpriseNumber,
  isPolicyNumber,
} from '../../../src/lib/belgianIds'
import {
  checkBivNumber,
  checkEnterpriseNumber,
  checkInsurerName,
  checkPolicyNumber,
  ORGANISATION_MESSAGES,
  storedBivNumber,
  storedVatNumber,
} from '../../../src/lib/organisationChecks'

describe('Belgian enterprise (KBO/BCE) and VAT numbers', () => {
  it('computes the check number as 97 − (first eight digits mod 97), worked by hand', () => {
    // The KBO documentation's own example: 05669882 mod 97 = 38 (97 × 58,452 = 5,669,844; 5,669,882 − 5,669,844 = 38), 97 − 38 = 59.
    expect(enterpriseCheckNumber('05669882')).toBe(59)
    // The BIV's own number (biv.be privacy policy), 0267.300.821: 2,673,008 = 97 × 27,556 + 76, 97 − 76 = 21.
    expect(enterpriseCheckNumber('02673008')).toBe(21)
    // The seed's 0712.345.630: 7,123,456 = 97 × 73,437 + 67, 97 − 67 = 30.
    expect(enterpriseCheckNumber('07123456')).toBe(30)
    // The 1-series (numbers from 2023): 10,000,000 = 97 × 103,092 + 76, 97 − 76 = 21.
    expect(enterpriseCheckNumber('10000000')).toBe(21)
    // A multiple of 97 has the check number 97, not 0: 97 × 10,000 = 970,000.
    expect(enterpriseCheckNumber('00970000')).toBe(97)
  })

  it('accepts the spellings staff copy from the KBO, an invoice or a letterhead', () => {
    for (const input of ['0566.988.259', 'BE 0566 988 259', 'BE0566988259', 'be-0566.988.259', ' 0566988259 ', 'BE 0566/98.82.59']) {
      expect(enterpriseDigits(input)).toBe('0566988259')
      expect(isEnterpriseNumber(input)).toBe(true)
      expect(formatEnterpriseNumber(input)).toBe('0566.988.259')
      expect(formatVatNumber(input)).toBe('BE 0566.988.259')
    }
    expect(formatEnterpriseNumber('1000.000.021')).toBe('1000.000.021')
    expect(formatVatNumber('0009.700.097')).toBe('BE 0009.700.097')
  })

  it('names what is wrong: the form, the first digit or the check digits', () => {
    expect(enterpriseNumberProblem('0712.345.630')).toBeNull()
    // The seed's number until issue 32: 0712.345.678 ends in 78 where the check gives 30.
    expect(enterpriseNumberProblem('BE 0712.345.678')).toBe('check-digits')
    expect(enterpriseNumberProblem('0566.988.258')).toBe('check-digits')
    expect(enterpriseNumberProblem('0566.988.295')).toBe('check-digits')
    // 2,000,000 = 97 × 20,618 + 54: the check digits 43 are right, the first digit is not 0 or 1.
    expect(enterpriseNumberProblem('2000.000.043')).toBe('first-digit')
    expect(enterpriseNumberProblem('566.988.259')).toBe('format') // nine digits
    expect(enterpriseNumberProblem('05669882590')).toBe('format') // eleven
    expect(enterpriseNumberProblem('NL 0566.988.259')).toBe('format')
    expect(enterpriseNumberProblem('0566.988.25O')).toBe('format') // a letter O
    expect(enterpriseNumberProblem('')).toBe('format')
    expect(enterpriseNumberProblem(null)).toBe('format')
    expect(formatEnterpriseNumber('0712.345.678')).toBeNull()
    expect(formatVatNumber('0712.345.678')).toBeNull()
  })
})

describe('BIV/IPI numbers', () => {
  it('reads six digits with or without the prefix and separators, shown as 512.345', () => {
    for (const input of [
      '512.345',
      '512345',
      '512 345',
      'BIV 512.345',
      'BIV-nr. 512345',
      'biv nr 512 345',
      'IPI n° 512.345',
      'IPI: 512345',
    ]) {
      expect(bivDigits(input)).toBe('512345')
      expect(formatBivNumber(input)).toBe('512.345')
    }
  })

  it('refuses what is not six digits', () => {
    for (const input of ['51.2345', '51234', '5123456', '512.34A', 'BIV', 'KBO 512.345', '512..345', '', null]) {
      expect(isBivNumber(input)).toBe(false)
      expect(formatBivNumber(input)).toBeNull()
    }
  })
})

describe('insurance policy numbers', () => {
  it('takes what a policy shows', () => {
    for (const input of ['730.390.160', 'BA-2026-0412', 'AB/12 345', '7X9', 'Pol 12.345.678/001']) expect(isPolicyNumber(input)).toBe(true)
  })

  it('refuses words, stray characters and lengths no policy has', () => {
    for (const input of ['placeholder', 'n.v.t.', 'XXX', '12', '-123', '123-', '123#4', '1'.repeat(41), '', '   ', null]) {
      expect(isPolicyNumber(input)).toBe(false)
    }
    expect(isPolicyNumber('1'.repeat(40))).toBe(true)
  })
})

describe('the checks of Site settings › Organisation', () => {
  it('say what is wrong with a company number in the admin’s language', () => {
    expect(checkEnterpriseNumber('BE 0712.345.630', 'nl')).toBe(true)
    expect(checkEnterpriseNumber('', 'nl')).toBe(true)
    expect(checkEnterpriseNumber(null, 'nl')).toBe(true)
    expect(checkEnterpriseNumber('BE 0712.345.678', 'nl')).toBe(ORGANISATION_MESSAGES.enterpriseCheckDigits.nl)
    expect(checkEnterpriseNumber('BE 0712.345.678', 'fr')).toMatch(/^Ce numéro d’entreprise n’existe pas/)
    expect(checkEnterpriseNumber('BE 0712.345.678', 'en')).toMatch(/mod 97/)
    expect(checkEnterpriseNumber('2000.000.043', 'nl')).toBe('Een Belgisch ondernemingsnummer begint met 0 of 1.')
    expect(checkEnterpriseNumber('0712.345', 'fr')).toBe(ORGANISATION_MESSAGES.enterpriseFormat.fr)
  })

  it('store a valid number in its notation and leave anything else as typed', () => {
    expect(storedVatNumber('be0712345630')).toBe('BE 0712.345.630')
    expect(storedVatNumber('0712.345.678')).toBe('0712.345.678')
    expect(storedVatNumber('')).toBe('')
    expect(storedVatNumber(null)).toBeNull()
    expect(storedBivNumber('BIV 512345')).toBe('512.345')
    expect(storedBivNumber('51234')).toBe('51234')
  })

  it('check the BIV number', () => {
    expect(checkBivNumber('512.345', 'en')).toBe(true)
    expect(checkBivNumber(undefined, 'en')).toBe(true)
    expect(checkBivNumber('51234', 'nl')).toBe('Geef het BIV-nummer als zes cijfers, bv. 512.345.')
  })

  it('want the insurer and the policy number together', () => {
    expect(checkInsurerName('AXA Belgium nv', '730.390.160', 'nl')).toBe(true)
    expect(checkPolicyNumber('730.390.160', 'AXA Belgium nv', 'nl')).toBe(true)
    expect(checkInsurerName('', '', 'nl')).toBe(true)
    expect(checkPolicyNumber('', '  ', 'nl')).toBe(true)
    expect(checkPolicyNumber('', 'AXA Belgium nv', 'nl')).toBe(ORGANISATION_MESSAGES.insurerWithoutPolicy.nl)
    expect(checkPolicyNumber(null, 'AXA Belgium nv', 'fr')).toBe(
      'Indiquez aussi le numéro de police : le site n’affiche l’assurance qu’avec les deux.',
    )
    expect(checkInsurerName(' ', '730.390.160', 'en')).toBe(ORGANISATION_MESSAGES.policyWithoutInsurer.en)
    expect(checkPolicyNumber('placeholder', 'AXA Belgium nv', 'nl')).toBe(ORGANISATION_MESSAGES.policyNumber.nl)
  })

  it('have every message in the three admin languages, each its own', () => {
    for (const message of Object.values(ORGANISATION_MESSAGES)) {
      expect(Object.keys(message).sort()).toEqual(['en', 'fr', 'nl'])
      expect(new Set(Object.values(message)).size).toBe(3)
    }
  })
})
