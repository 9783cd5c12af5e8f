import {
  GraphQLError,
  getNamedType,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  isUnionType,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql'

import { API_MAX_DEPTH, limitProblem } from './readBounds'

/**
 * GraphQL's share of the bounded API (issue 13, finding 5). Payload's GraphQL resolves each relationship
 * with its own nested resolver, so REST's `depth` does not exist there: the query's shape is the depth.
 * Two rules, on the query before anything runs:
 * - every `limit` argument (root lists and join fields) 1-100 and no `pagination: false`;
 * - at most 1 + 2 documents deep: the listed document plus two relationship hops, as REST's depth 2.
 * Complexity is bounded too (graphQL.maxComplexity in payload.config.ts).
 */

const documentTypesOf = new WeakMap<GraphQLSchema, Set<string>>()

/** The GraphQL types of collection documents: the item type of every root list's `docs`. */
function documentTypes(schema: GraphQLSchema): Set<string> {
  const known = documentTypesOf.get(schema)
  if (known) return known
  const names = new Set<string>()
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const type = getNamedType(field.type)
    if (isObjectType(type)) {
      const docs = type.getFields().docs
      if (docs) names.add(getNamedType(docs.type).name)
    }
  }
  documentTypesOf.set(schema, names)
  return names
}

const isDocumentType = (type: GraphQLNamedType | null | undefined, documents: Set<string>): boolean =>
  !!type && (documents.has(type.name) || (isUnionType(type) && type.getTypes().some((t) => documents.has(t.name))))

/** The most documents nested in one another in a selection (fragments expanded, each once per path). */
function documentDepth(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType | null,
  fragments: Record<string, FragmentDefinitionNode>,
  documents = documentTypes(schema),
  visiting: Set<string> = new Set(),
): number {
  let deepest = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue
      const field = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[selection.name.value] : undefined
      const type = field ? getNamedType(field.type) : null
      const own = isDocumentType(type, documents) ? 1 : 0
      const inner = selection.selectionSet
        ? documentDepth(schema, selection.selectionSet, type && isCompositeType(type) ? type : null, fragments, documents, visiting)
        : 0
      deepest = Math.max(deepest, own + inner)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent
      deepest = Math.max(
        deepest,
        documentDepth(schema, selection.selectionSet, type && isCompositeType(type) ? type : null, fragments, documents, visiting),
      )
    } else {
      const name = selection.name.value
      const fragment = fragments[name]
      // A fragment cycle is reported by GraphQL's own NoFragmentCycles rule.
      if (!fragment || visiting.has(name)) continue
      visiting.add(name)
      const type = schema.getType(fragment.typeCondition.name.value)
      deepest = Math.max(
        deepest,
        documentDepth(schema, fragment.selectionSet, type && isCompositeType(type) ? type : null, fragments, documents, visiting),
      )
      visiting.delete(name)
    }
  }
  return deepest
}

/** The listed document plus two relationship hops: REST's depth 2. */
const GRAPHQL_MAX_DOCUMENT_DEPTH = 1 + API_MAX_DEPTH

function valueOf(node: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables?.[node.name.value]
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value)
    case Kind.BOOLEAN:
      return node.value
    case Kind.NULL:
      return null
    default:
      return undefined
  }
}

/** The validation rule for a request with these variables. */
export function graphqlBoundsRule(variables?: Record<string, unknown> | null): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const schema = context.getSchema()
    const fragments: Record<string, FragmentDefinitionNode> = {}
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition
    }
    return {
      Argument(node) {
        const name = node.name.value
        if (name !== 'limit' && name !== 'pagination') return
        const value = valueOf(node.value, variables)
        const problem = name === 'limit' ? limitProblem(value, undefined) : limitProblem(undefined, value)
        if (problem) context.reportError(new GraphQLError(problem, { nodes: [node] }))
      },
      OperationDefinition(node) {
        const root =
          node.operation === 'query'
            ? schema.getQueryType()
            : node.operation === 'mutation'
              ? schema.getMutationType()
              : schema.getSubscriptionType()
        const depth = documentDepth(schema, node.selectionSet, root ?? null, fragments)
        if (depth > GRAPHQL_MAX_DOCUMENT_DEPTH) {
          context.reportError(
            new GraphQLError(
              `The query nests ${depth} documents in one another; at most ${GRAPHQL_MAX_DOCUMENT_DEPTH} (a document and ${API_MAX_DEPTH} relationship levels) are allowed.`,
              { nodes: [node] },
            ),
          )
        }
      },
    }
  }
}
