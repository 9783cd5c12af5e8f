/** A colour as staff store it: #rrggbb (what the admin's colour picker gives and CSS reads everywhere). */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i

export const isHexColour = (value: unknown): value is string => typeof value === 'string' && HEX_COLOUR.test(value)

/**
 * The hex form of what someone typed: trims, adds a missing #, widens #rgb to #rrggbb and lowercases;
 * null when it is no colour of that form.
 */
export function normaliseHexColour(value: string): string | null {
  let hex = value.trim().toLowerCase()
  if (!hex.startsWith('#')) hex = `#${hex}`
  if (/^#[0-9a-f]{3}$/.test(hex)) hex = `#${[...hex.slice(1)].map((c) => c + c).join('')}`
  return isHexColour(hex) ? hex : null
}

/** What staff read when a colour is not #rrggbb (the field's validate and its inline hint). */
const HEX_COLOUR_MESSAGE: Record<'en' | 'nl' | 'fr', string> = {
  en: 'Give a colour as # and six hexadecimal digits, e.g. #12355b.',
  nl: 'Geef een kleur als # en zes hexadecimale cijfers, bv. #12355b.',
  fr: 'Indiquez une couleur par # et six chiffres hexadécimaux, p. ex. #12355b.',
}

export const hexColourMessage = (lang: string | undefined): string =>
  HEX_COLOUR_MESSAGE[lang as keyof typeof HEX_COLOUR_MESSAGE] ?? HEX_COLOUR_MESSAGE.en
