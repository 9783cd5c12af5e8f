/**
 * A new build by its CRM main type (spec section 3, MainTypeName: "Nieuwbouw woning" among Huis,
 * Appartement, Projectgrond …). Matched exactly, as the CRM writes it, so the database query (`in`) and
 * the in-memory rule agree to the letter. One rule for the new-build list and the listing's public path.
 */
export const NEW_BUILD_MAIN_TYPES: readonly string[] = ['Nieuwbouw woning']

export function isNewBuildType(mainTypeName: string | null | undefined): boolean {
  return NEW_BUILD_MAIN_TYPES.includes(mainTypeName ?? '')
}
