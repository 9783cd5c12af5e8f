import { APIError, NotFound, type CollectionBeforeOperationHook, type CollectionConfig, type FlattenedField } from 'payload'

import { isPossibleId, whereValuesProblem, type FieldKind, type QueryFields } from '../../src/api/queryValues'

/** A 400 naming the value; its own name so that it is logged at info level (a refused request, not a fault). */
export class QueryValueError extends APIError {
  constructor(message: string) {
    super(message, 400, null, true)
    this.name = 'QueryValueError'
  }
}

function kindOf(field: FlattenedField): FieldKind {
  if (field.type === 'number') return 'number'
  if (field.type === 'date') return 'date'
  if (field.type === 'point') return 'point'
  return 'other'
}

// Per collection config object: the fields do not change while the server runs.
const fieldsCache = new WeakMap<object, QueryFields>()

function queryFields({ collection, req }: Parameters<CollectionBeforeOperationHook>[0]): QueryFields {
  let fields = fieldsCache.get(collection)
  if (!fields) {
    const kinds: Record<string, FieldKind> = {}
    for (const field of collection.flattenedFields) kinds[field.name] = kindOf(field)
    const customIDType = req.payload.collections[collection.slug as keyof typeof req.payload.collections]?.customIDType
    fields = { idType: customIDType ?? req.payload.db.defaultIDType, kinds }
    fieldsCache.set(collection, fields)
  }
  return fields
}

/**
 * Refuses, before the database sees them, the ids and `where` values of an API request that the
 * database cannot compare (src/api/queryValues.ts): an id that cannot exist is a 404 like any missing
 * document, a bad `where` value a 400 naming it. Every API caller, staff too (such a value failed as a
 * 500 for them as well); the server's own local reads are typed and pass unchecked.
 */
const checkQueryValues: CollectionBeforeOperationHook = (hook) => {
  const { args, req } = hook
  if (req.payloadAPI !== 'REST' && req.payloadAPI !== 'GraphQL') return args
  const fields = queryFields(hook)
  const { id, where } = args as { id?: unknown; where?: unknown }
  if (id !== undefined && !isPossibleId(id, fields.idType)) throw new NotFound(req.t)
  const problem = whereValuesProblem(where, fields)
  if (problem) throw new QueryValueError(problem)
  return args
}

/** The collection with the query value check among its first beforeOperation hooks. */
export const withCheckedQueryValues = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [checkQueryValues, ...(collection.hooks?.beforeOperation ?? [])] },
})
