import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { isStaffUser } from '../access'
import { readBoundsProblem } from '../../src/api/readBounds'

/**
 * Bounds every read made with access control by someone other than staff (src/api/readBounds.ts):
 * - depth at most 2 for REST, GraphQL and local reads on a visitor's or owner's behalf;
 * - limit 1-100 (no `pagination=false`, no unlimited join) for REST. GraphQL's page sizes are checked
 *   on the query itself (src/api/graphqlBounds.ts), because Payload's own join resolver reads one
 *   document more than asked and without pagination. The server's local reads choose their own page
 *   sizes (the listing index reads 1,000 rows a page; the portal a property's whole history): no visitor
 *   sets those.
 * Payload's own population of documents already allowed (its data loader, with `currentDepth`) passes.
 */
/** A 400 naming the bound; its own name so that it is logged at info level (a refused request, not a fault). */
export class ReadBoundsError extends APIError {
  constructor(message: string) {
    super(message, 400, null, true)
    this.name = 'ReadBoundsError'
  }
}

const boundReads: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  if (operation !== 'read' || overrideAccess === true || isStaffUser(req)) return args
  if (typeof (args as { currentDepth?: unknown }).currentDepth === 'number') return args
  const problem = readBoundsProblem(args as Record<string, unknown>, { limits: req.payloadAPI === 'REST' })
  if (problem) throw new ReadBoundsError(problem)
  return args
}

/** The collection with the bounds hook first among its beforeOperation hooks. */
export const withBoundedReads = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [boundReads, ...(collection.hooks?.beforeOperation ?? [])] },
})
