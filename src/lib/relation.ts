/**
 * The id of a relationship field, whether Payload returned the related document (depth > 0, populated)
 * or only its id; null when the field is empty. The id is returned as stored, never converted: a number
 * on SQLite and PostgreSQL, a string on MongoDB. `I` is the id type the generated types declare (number).
 */
export function relationId<I extends number | string = number>(value: unknown): I | null {
  if (typeof value === 'number' || typeof value === 'string') return value as I
  if (value && typeof value === 'object' && 'id' in value) return ((value as { id?: I | null }).id ?? null) as I | null
  return null
}
