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

/** Plain text of Lexical rich text (for teasers and meta descriptions): block nodes become spaces. */
export function lexicalPlainText(state: unknown): string {
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { text, children } = node as { text?: unknown; children?: unknown }
    if (typeof text === 'string') parts.push(text)
    if (Array.isArray(children)) {
      children.forEach(walk)
      parts.push(' ')
    }
  }
  walk((state as { root?: unknown } | null)?.root)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
