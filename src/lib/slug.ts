/** Longest slug the site builds from a title (spec section 9: "Title slugs cut at about 70 characters"). */
export const SLUG_MAX_LENGTH = 70

/**
 * URL slug of a title: accents removed, lower case, words joined by hyphens, cut at a word
 * boundary so it stays within `max` characters (a single over-long word is cut hard).
 */
export function slugify(title: string, max = SLUG_MAX_LENGTH): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' en ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= max) return slug
  const cut = slug.slice(0, max + 1)
  const lastHyphen = cut.lastIndexOf('-')
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, max)).replace(/-+$/g, '')
}
