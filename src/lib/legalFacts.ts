import type { DictionaryKey, Translator } from '../i18n/dictionary'
import type { Locale } from '../i18n/locales'
import { formatBivNumber, formatEnterpriseNumber, formatVatNumber, isPolicyNumber } from './belgianIds'

/**
 * The legal notices a Belgian estate agency's site must show (KB of 29 June 2018 on the BIV's code of
 * ethics, art. 20; Code of Economic Law art. III.74): the agency and its company number, its BIV number,
 * professional title and the country that granted it, the supervisory authority, the professional
 * liability insurer and policy, and the code of ethics. Edited in Site settings › Organisation; shown in
 * the footer and on the legal pages (src/site/LegalFacts.tsx). Pure: one rule for both places.
 *
 * A number is a fact only when it passes its check (src/lib/belgianIds.ts), and it is shown in its
 * official notation whatever the spelling stored: a company number that fails the KBO's mod-97 check or a
 * BIV number that is not six digits is left out rather than published wrong (the company row then names
 * the company alone). The insurer is shown only with a plausible policy number, since the law asks for
 * both. Site settings refuse such values since issue 32; the rule here covers what was stored before.
 */

/** The menu pages (by original path, lower case) that carry the legal notices in full; the footer links them. */
export const LEGAL_PAGES = ['/disclaimer/', '/privacy-statement/', '/cookie-policy/'] as const

export const isLegalPage = (originalPath: string | null | undefined): boolean =>
  (LEGAL_PAGES as readonly string[]).includes((originalPath ?? '').toLowerCase())

const PROFESSIONAL_TITLES = ['broker', 'syndic'] as const
export type ProfessionalTitle = (typeof PROFESSIONAL_TITLES)[number]

/** What Site settings hold, in the page's language. */
export interface LegalFactsData {
  legalName?: string | null
  vatNumber?: string | null
  bivNumber?: string | null
  titles?: ReadonlyArray<string> | null
  /** ISO 3166 code of the country that granted the title. */
  titleCountry?: string | null
  supervisor?: { name?: string | null; address?: string | null; website?: string | null } | null
  insurer?: { name?: string | null; policyNumber?: string | null } | null
  deontology?: { name?: string | null; url?: string | null } | null
}

export interface LegalFactRow {
  key: 'company' | 'biv' | 'title' | 'supervisor' | 'insurer' | 'deontology'
  label: string
  value: string
  /** A link the value leads to (the authority's site, the code's text); only http(s). */
  href?: string
}

const clean = (value: string | null | undefined) => (value ?? '').trim()
const webLink = (value: string | null | undefined) => (/^https?:\/\/[^\s]+$/i.test(clean(value)) ? clean(value) : undefined)

/** The country's name in the page's language ("België", "Belgique", "Belgium"); the code itself if unknown. */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** The rows to show, in the order of the law's list; a fact that is not filled in, or fails its check, is left out. */
export function legalFactRows(facts: LegalFactsData, t: Translator, locale: Locale): LegalFactRow[] {
  const rows: LegalFactRow[] = []
  const companyNumber = formatEnterpriseNumber(facts.vatNumber)
  const numbers = companyNumber && t('legal.companyNumbers', { company: companyNumber, vat: formatVatNumber(facts.vatNumber)! })
  const company = [clean(facts.legalName), numbers].filter(Boolean).join(' – ')
  if (company) rows.push({ key: 'company', label: t('legal.company'), value: company })
  const biv = formatBivNumber(facts.bivNumber)
  if (biv) rows.push({ key: 'biv', label: t('legal.bivNumber'), value: biv })
  const titles = (facts.titles ?? [])
    .filter((title): title is ProfessionalTitle => (PROFESSIONAL_TITLES as readonly string[]).includes(title))
    .map((title) => t(`legal.titleName.${title}` as DictionaryKey))
  if (titles.length) {
    const title = titles.join(', ')
    const country = clean(facts.titleCountry)
    rows.push({
      key: 'title',
      label: t('legal.professionalTitle'),
      value: country ? t('legal.titleIn', { title, country: countryName(country, locale) }) : title,
    })
  }
  const supervisor = [clean(facts.supervisor?.name), clean(facts.supervisor?.address)].filter(Boolean).join(', ')
  if (supervisor)
    rows.push({ key: 'supervisor', label: t('legal.supervisor'), value: supervisor, href: webLink(facts.supervisor?.website) })
  const insurer = clean(facts.insurer?.name)
  const policy = clean(facts.insurer?.policyNumber)
  if (insurer && isPolicyNumber(policy))
    rows.push({ key: 'insurer', label: t('legal.insurer'), value: t('legal.policy', { insurer, policy }) })
  const code = clean(facts.deontology?.name)
  const codeLink = webLink(facts.deontology?.url)
  if (code || codeLink) rows.push({ key: 'deontology', label: t('legal.deontology'), value: code || codeLink!, href: codeLink })
  return rows
}
