import type { AdminLanguage } from '../i18n/adminLanguage'
import { enterpriseNumberProblem, formatBivNumber, formatVatNumber, isBivNumber, isPolicyNumber } from './belgianIds'

/**
 * The checks of Site settings › Organisation's legal facts (globals/SiteSettings.ts wraps them as Payload
 * field validations), with what staff read in the admin's language. Each answers true or the message.
 * An empty field passes (the site then leaves that fact out), except one half of the insurer pair.
 */

type Message = Record<AdminLanguage, string>

export const ORGANISATION_MESSAGES = {
  enterpriseFormat: {
    en: 'Give the company number as ten digits, e.g. 0712.345.630 or BE 0712.345.630.',
    nl: 'Geef het ondernemingsnummer als tien cijfers, bv. 0712.345.630 of BE 0712.345.630.',
    fr: 'Indiquez le numéro d’entreprise en dix chiffres, p. ex. 0712.345.630 ou BE 0712.345.630.',
  },
  enterpriseFirstDigit: {
    en: 'A Belgian company number starts with 0 or 1.',
    nl: 'Een Belgisch ondernemingsnummer begint met 0 of 1.',
    fr: 'Un numéro d’entreprise belge commence par 0 ou 1.',
  },
  enterpriseCheckDigits: {
    en: 'This company number does not exist: its last two digits do not match the first eight (mod 97 check). Check it against the KBO.',
    nl: 'Dit ondernemingsnummer bestaat niet: de laatste twee cijfers passen niet bij de eerste acht (controle modulo 97). Kijk het na in de KBO.',
    fr: 'Ce numéro d’entreprise n’existe pas : ses deux derniers chiffres ne correspondent pas aux huit premiers (contrôle modulo 97). Vérifiez-le dans la BCE.',
  },
  biv: {
    en: 'Give the BIV number as six digits, e.g. 512.345.',
    nl: 'Geef het BIV-nummer als zes cijfers, bv. 512.345.',
    fr: 'Indiquez le numéro IPI en six chiffres, p. ex. 512.345.',
  },
  policyNumber: {
    en: 'Give the policy number as on the policy: 3 to 40 letters, digits, dots, slashes, dashes or spaces, with at least one digit.',
    nl: 'Geef het polisnummer zoals op de polis: 3 tot 40 letters, cijfers, punten, schuine strepen, streepjes of spaties, met minstens één cijfer.',
    fr: 'Indiquez le numéro de police tel qu’il figure sur la police : 3 à 40 lettres, chiffres, points, barres obliques, tirets ou espaces, dont au moins un chiffre.',
  },
  policyWithoutInsurer: {
    en: 'Give the insurer of this policy too: the site shows the insurance only with both.',
    nl: 'Geef ook de verzekeraar van deze polis: de site toont de verzekering alleen met beide.',
    fr: 'Indiquez aussi l’assureur de cette police : le site n’affiche l’assurance qu’avec les deux.',
  },
  insurerWithoutPolicy: {
    en: 'Give the policy number too: the site shows the insurance only with both.',
    nl: 'Geef ook het polisnummer: de site toont de verzekering alleen met beide.',
    fr: 'Indiquez aussi le numéro de police : le site n’affiche l’assurance qu’avec les deux.',
  },
} satisfies Record<string, Message>

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** The company (VAT) number: empty, or ten digits that pass the KBO check. */
export function checkEnterpriseNumber(value: unknown, language: AdminLanguage): true | string {
  if (!filled(value)) return true
  const problem = enterpriseNumberProblem(value)
  if (problem === 'format') return ORGANISATION_MESSAGES.enterpriseFormat[language]
  if (problem === 'first-digit') return ORGANISATION_MESSAGES.enterpriseFirstDigit[language]
  if (problem === 'check-digits') return ORGANISATION_MESSAGES.enterpriseCheckDigits[language]
  return true
}

/** The stored form of a valid company number: "BE 0123.456.789"; anything else as it came. */
export const storedVatNumber = (value: unknown): unknown => (filled(value) && formatVatNumber(value)) || value

/** The BIV/IPI number: empty, or six digits. */
export function checkBivNumber(value: unknown, language: AdminLanguage): true | string {
  return !filled(value) || isBivNumber(value) || ORGANISATION_MESSAGES.biv[language]
}

/** The stored form of a valid BIV/IPI number: "512.345"; anything else as it came. */
export const storedBivNumber = (value: unknown): unknown => (filled(value) && formatBivNumber(value)) || value

/** The insurer's name: required when a policy number is given. */
export function checkInsurerName(value: unknown, policyNumber: unknown, language: AdminLanguage): true | string {
  return filled(value) || !filled(policyNumber) || ORGANISATION_MESSAGES.policyWithoutInsurer[language]
}

/** The policy number: required when an insurer is given, and plausible when given. */
export function checkPolicyNumber(value: unknown, insurerName: unknown, language: AdminLanguage): true | string {
  if (!filled(value)) return filled(insurerName) ? ORGANISATION_MESSAGES.insurerWithoutPolicy[language] : true
  return isPolicyNumber(value) || ORGANISATION_MESSAGES.policyNumber[language]
}
