/**
 * The numbers a Belgian estate agency publishes about itself, checked as staff type them (Site settings ›
 * Organisation) and again where the site shows them (src/lib/legalFacts.ts). Pure.
 *
 * Enterprise number (KBO/BCE, "ondernemingsnummer", KB 23 June 2003): ten digits, the first 0 or 1, the last
 * two a check number = 97 − (the first eight digits mod 97). Worked example of the Flemish government's
 * KBO documentation: 0566.988.259 → 05669882 mod 97 = 38, 97 − 38 = 59. A Belgian VAT number is "BE" and
 * the enterprise number. Sources: https://economie.fgov.be/nl/themas/ondernemingen/kruispuntbank-van/actualiteit/structuur-van-het
 * (structure, first digit 0 or 1) and the "Checksum97 op een ondernemingsnummer" page of the Vlaamse
 * overheid's KBO integration documentation (vlaamseoverheid.atlassian.net).
 *
 * BIV/IPI number: the number of an agent on the BIV's register (tableau), six digits, written "BIV 509.917",
 * "BIV nr. 501 604" or "IPI n° 508390" on agencies' sites (https://www.biv.be/kb/themes/beroep/website/wat-je-op-je-website-moet-en-mag-vermelden
 * asks for the title "gevolgd door het BIV-nummer"). Shown as "509.917".
 */

const DIGITS_ONLY = /^\d+$/

/** 97 − (the number mod 97): the check number of an enterprise number's first eight digits. */
export function enterpriseCheckNumber(firstEight: string): number {
  return 97 - (Number(firstEight) % 97)
}

export type EnterpriseNumberProblem = 'format' | 'first-digit' | 'check-digits'

/**
 * The ten digits of what someone typed as an enterprise or VAT number ("0123.456.789", "BE 0123 456 789",
 * "BE0123456789", "be-0123.456.789"): a leading BE, spaces, dots, dashes and slashes are left out. Null when
 * what remains is not ten digits.
 */
export function enterpriseDigits(input: string | null | undefined): string | null {
  let value = (input ?? '').trim().toUpperCase()
  if (value.startsWith('BE')) value = value.slice(2)
  value = value.replace(/[\s./-]/g, '')
  return value.length === 10 && DIGITS_ONLY.test(value) ? value : null
}

/** What is wrong with an enterprise or VAT number; null when it passes every check. */
export function enterpriseNumberProblem(input: string | null | undefined): EnterpriseNumberProblem | null {
  const digits = enterpriseDigits(input)
  if (!digits) return 'format'
  if (digits[0] !== '0' && digits[0] !== '1') return 'first-digit'
  return enterpriseCheckNumber(digits.slice(0, 8)) === Number(digits.slice(8)) ? null : 'check-digits'
}

export const isEnterpriseNumber = (input: string | null | undefined): boolean => enterpriseNumberProblem(input) === null

/** "0123.456.789", the KBO's own notation; null when the number fails a check. */
export function formatEnterpriseNumber(input: string | null | undefined): string | null {
  if (!isEnterpriseNumber(input)) return null
  const d = enterpriseDigits(input)!
  return `${d.slice(0, 4)}.${d.slice(4, 7)}.${d.slice(7)}`
}

/** "BE 0123.456.789", the VAT number of the same enterprise; null when the number fails a check. */
export function formatVatNumber(input: string | null | undefined): string | null {
  const number = formatEnterpriseNumber(input)
  return number && `BE ${number}`
}

/**
 * The six digits of what someone typed as a BIV/IPI number ("509.917", "BIV 509 917", "BIV-nr. 509917",
 * "IPI n° 509.917"); null when it is not six digits after an optional BIV/IPI prefix.
 */
export function bivDigits(input: string | null | undefined): string | null {
  const match = /^(?:(?:BIV|IPI)(?:[\s-]*(?:NR\.?|N°|NO\.?|NUMMER|NUMÉRO))?[\s:.-]*)?(\d{3})[.\s]?(\d{3})$/i.exec((input ?? '').trim())
  return match ? match[1] + match[2] : null
}

export const isBivNumber = (input: string | null | undefined): boolean => bivDigits(input) !== null

/** "509.917"; null when it is no BIV/IPI number. */
export function formatBivNumber(input: string | null | undefined): string | null {
  const digits = bivDigits(input)
  return digits && `${digits.slice(0, 3)}.${digits.slice(3)}`
}

/**
 * A plausible insurance policy number: 3 to 40 characters of letters, digits, dots, slashes, dashes and
 * spaces, starting and ending with a letter or digit, with at least one digit (a word such as "n.v.t." or
 * "placeholder" is no policy number).
 */
export function isPolicyNumber(input: string | null | undefined): boolean {
  const value = (input ?? '').trim()
  return /^[\p{L}\d](?:[\p{L}\d./ -]{1,38})[\p{L}\d]$/u.test(value) && /\d/.test(value)
}
