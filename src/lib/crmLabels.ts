import { adminLanguage, type AdminLanguage } from '../i18n/adminLanguage'
import { MARQUEE, type PropertyStatus } from './marquee'

/**
 * Human labels of the CRM's codes for staff (admin edit forms, list cells), in the admin's languages.
 * The code itself goes in a field's description, never in the label (issue 15: "Sale (CRM Goal 0)").
 */
export type AdminLabel = Record<AdminLanguage, string>

export type Goal = 'sale' | 'rent'

/** CRM Goal: 0 sale, 1 rent. */
const GOAL_LABELS: Record<Goal, AdminLabel & { code: number }> = {
  sale: { code: 0, nl: 'Te koop', fr: 'À vendre', en: 'For sale' },
  rent: { code: 1, nl: 'Te huur', fr: 'À louer', en: 'For rent' },
}

/** CRM Marquee: the badge of a listing (src/lib/marquee.ts gives the codes their meaning). */
const MARQUEE_LABELS: Record<number, AdminLabel> = {
  [MARQUEE.none]: { nl: 'Geen badge', fr: 'Pas de badge', en: 'No badge' },
  [MARQUEE.new]: { nl: 'Nieuw', fr: 'Nouveau', en: 'New' },
  [MARQUEE.priceReduced]: { nl: 'Prijs verlaagd', fr: 'Prix réduit', en: 'Price reduced' },
  [MARQUEE.underOption]: { nl: 'In optie', fr: 'Sous option', en: 'Under option' },
  [MARQUEE.soldOrRented]: { nl: 'Verkocht / verhuurd', fr: 'Vendu / loué', en: 'Sold / rented' },
  [MARQUEE.toTakeOver]: { nl: 'Over te nemen', fr: 'À reprendre', en: 'To take over' },
  [MARQUEE.comingSoon]: { nl: 'Binnenkort (nog geen foto’s)', fr: 'Bientôt (pas encore de photos)', en: 'Coming soon (no photos yet)' },
}

/** Display state of a listing (spec section 4, "Property display states"). */
const PROPERTY_STATUS_LABELS: Record<PropertyStatus, AdminLabel> = {
  'for-sale': GOAL_LABELS.sale,
  'for-rent': GOAL_LABELS.rent,
  sold: { nl: 'Verkocht', fr: 'Vendu', en: 'Sold' },
  rented: { nl: 'Verhuurd', fr: 'Loué', en: 'Rented' },
  'under-option': MARQUEE_LABELS[MARQUEE.underOption],
  'to-take-over': MARQUEE_LABELS[MARQUEE.toTakeOver],
}

const pick = (label: AdminLabel | undefined, lang: string): string | undefined => (label ? label[adminLanguage(lang)] : undefined)

/** "Te koop" for goal "sale" in Dutch; the raw value when unknown. Falls back to English for other languages. */
export const goalLabel = (goal: string | null | undefined, lang: string): string =>
  pick(GOAL_LABELS[goal as Goal], lang) ?? String(goal ?? '')

/** "In optie" for marquee 3 in Dutch; the code itself when unknown. */
export const marqueeLabel = (code: number | string | null | undefined, lang: string): string =>
  pick(MARQUEE_LABELS[Number(code)], lang) ?? String(code ?? '')

/** "Verkocht" for status "sold" in Dutch; the raw value when unknown. */
export const propertyStatusLabel = (status: string | null | undefined, lang: string): string =>
  pick(PROPERTY_STATUS_LABELS[status as PropertyStatus], lang) ?? String(status ?? '')

const labelOnly = ({ nl, fr, en }: AdminLabel): AdminLabel => ({ nl, fr, en })

/** Select options for a goal field: human labels, the stored values unchanged. */
export const goalOptions = () => (Object.keys(GOAL_LABELS) as Goal[]).map((value) => ({ value, label: labelOnly(GOAL_LABELS[value]) }))

/** Select options for the marquee field (stored as the code's string). */
export const marqueeOptions = () => Object.values(MARQUEE).map((code) => ({ value: String(code), label: MARQUEE_LABELS[code] }))

/** Select options for the display state. */
export const propertyStatusOptions = () =>
  (Object.keys(PROPERTY_STATUS_LABELS) as PropertyStatus[]).map((value) => ({ value, label: labelOnly(PROPERTY_STATUS_LABELS[value]) }))

/** The codes behind the labels, for a field's description. */
export const GOAL_CODES_DESCRIPTION: AdminLabel = {
  en: 'CRM Goal: 0 = for sale, 1 = for rent. Decides the section (te koop / te huur) and what the price means.',
  nl: 'CRM Goal: 0 = te koop, 1 = te huur. Bepaalt de rubriek (te koop / te huur) en wat de prijs betekent.',
  fr: 'CRM Goal : 0 = à vendre, 1 = à louer. Décide la rubrique (à vendre / à louer) et le sens du prix.',
}

export const MARQUEE_CODES_DESCRIPTION: AdminLabel = {
  en: 'CRM Marquee code: 0 none, 1 new, 2 price reduced, 3 under option, 4 sold/rented, 14 to take over, 15 coming soon. 3 puts the listing under option, 4 marks it sold or rented.',
  nl: 'CRM Marquee-code: 0 geen, 1 nieuw, 2 prijs verlaagd, 3 in optie, 4 verkocht/verhuurd, 14 over te nemen, 15 binnenkort. 3 zet het pand in optie, 4 markeert het als verkocht of verhuurd.',
  fr: 'Code CRM Marquee : 0 aucun, 1 nouveau, 2 prix réduit, 3 sous option, 4 vendu/loué, 14 à reprendre, 15 bientôt. 3 met le bien sous option, 4 le marque vendu ou loué.',
}

const LABEL_OF = { goal: goalLabel, marquee: marqueeLabel, status: propertyStatusLabel } as const

export type CrmCodeKind = keyof typeof LABEL_OF

/** The label of a CRM code in the admin's language (list cells); an unknown code is shown as it is, an empty one as "". */
export function crmLabel(kind: CrmCodeKind, code: string | number | null | undefined, language: AdminLanguage): string {
  if (code === null || code === undefined || code === '') return ''
  return LABEL_OF[kind](code as string, language)
}

/** The badge tone of a display state: on the market, reserved, or gone. */
export function statusTone(status: string | null | undefined): 'available' | 'reserved' | 'gone' | 'none' {
  if (status === 'for-sale' || status === 'for-rent') return 'available'
  if (status === 'under-option' || status === 'to-take-over') return 'reserved'
  if (status === 'sold' || status === 'rented') return 'gone'
  return 'none'
}
