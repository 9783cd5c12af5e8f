/**
 * Description cleaner (spec section 5): plain text of at most `limit` characters (250 by default),
 * ending in "..." when cut; the cut moves back to a word boundary when that lies past 80 % of the limit.
 */
export function cleanDescription(input: string | null | undefined, limit = 250): string {
  const text = (input ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= limit) return text
  const cut = text.slice(0, limit)
  const space = cut.lastIndexOf(' ')
  return `${(space > limit * 0.8 ? cut.slice(0, space) : cut).trimEnd()}...`
}
