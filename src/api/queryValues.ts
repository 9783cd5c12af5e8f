/**
 * Values in a REST or GraphQL query that the database cannot compare (issue 13: hostile input is a 4xx,
 * never a 500). Payload checks that a `where` path exists and may be read, not that its value fits the
 * field: `/api/properties/abc`, `where[id][in]=a`, `where[updatedAt][less_than]=x` or `near` on a number
 * reached SQLite and PostgreSQL as NaN, an invalid date or a bad operator and failed as a 500.
 *
 * Only top-level fields are checked (a dotted path is a relation's or a group's; Payload refuses most of
 * those itself). Pure: the hook (collections/hooks/queryValues.ts) supplies the field kinds.
 */

export type FieldKind = 'number' | 'date' | 'point' | 'other'

export interface QueryFields {
  /** The collection's id: SQL databases number them, MongoDB and custom text ids do not. */
  idType: 'number' | 'text'
  /** Top-level field name to kind. */
  kinds: Readonly<Record<string, FieldKind>>
}

const COMPARISONS = new Set(['equals', 'not_equals', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const LISTS = new Set(['in', 'not_in', 'all'])
const POINT_ONLY = new Set(['near', 'within', 'intersects'])

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 60) ?? String(value)

function isFiniteNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
}

function isWholeNumber(value: unknown): boolean {
  return isFiniteNumber(value) && Number.isSafeInteger(Number(value))
}

function isDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Date.parse(value))
}

/** Whether a document id from a URL or a query can name a document of the collection at all. */
export function isPossibleId(id: unknown, idType: QueryFields['idType']): boolean {
  if (idType === 'number') return isWholeNumber(id)
  return (typeof id === 'string' && id !== '') || typeof id === 'number'
}

/** The values one operator was given: a list operator takes an array or a comma-separated string. */
function operands(operator: string, value: unknown): unknown[] {
  if (!LISTS.has(operator)) return [value]
  if (Array.isArray(value)) return value
  return typeof value === 'string' ? value.split(',') : [value]
}

function valueProblem(path: string, kind: FieldKind | 'id', operator: string, value: unknown): string | null {
  if (POINT_ONLY.has(operator)) return kind === 'point' ? null : `where: ${operator} applies only to point fields, not to ${path}.`
  if (!COMPARISONS.has(operator) && !LISTS.has(operator)) return null
  for (const operand of operands(operator, value)) {
    if (operand === null || operand === 'null') continue
    if (kind === 'id' && !isWholeNumber(operand)) return `where: ${path} takes whole numbers (got ${shown(operand)}).`
    if (kind === 'number' && !isFiniteNumber(operand)) return `where: ${path} takes numbers (got ${shown(operand)}).`
    if (kind === 'date' && !isDate(operand)) return `where: ${path} takes dates such as 2026-11-27 (got ${shown(operand)}).`
  }
  return null
}

/** The first value of a `where` its fields cannot compare, as a message for a 400; or null. */
export function whereValuesProblem(where: unknown, fields: QueryFields): string | null {
  if (!where || typeof where !== 'object') return null
  for (const [path, condition] of Object.entries(where as Record<string, unknown>)) {
    if (path === 'and' || path === 'or') {
      for (const nested of Array.isArray(condition) ? condition : Object.values(condition ?? {})) {
        const problem = whereValuesProblem(nested, fields)
        if (problem) return problem
      }
      continue
    }
    const kind = path === 'id' ? (fields.idType === 'number' ? 'id' : 'other') : fields.kinds[path]
    if (!kind || !condition || typeof condition !== 'object') continue
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      const problem = valueProblem(path, kind, operator, value)
      if (problem) return problem
    }
  }
  return null
}
