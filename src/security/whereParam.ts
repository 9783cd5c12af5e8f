import { apiError } from '../lib/apiError'

/**
 * Payload's REST routes read `where` either as brackets (`where[city][equals]=Mol`) or as one JSON
 * value (`where={"city":{"equals":"Mol"}}`), which they parse with JSON.parse before any hook or
 * access check runs: `where=abc` was a 500 on every method. The JSON form must be an object.
 */
export function whereParamProblem(search: URLSearchParams): string | null {
  for (const value of search.getAll('where')) {
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      return 'where must be conditions, as where[field][operator]=value or a JSON object.'
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return 'where must be conditions, as where[field][operator]=value or a JSON object.'
  }
  return null
}

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** Answers a request with an unreadable `where` 400 in Payload's error shape, before Payload parses it. */
export function withReadableWhere<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const problem = whereParamProblem(new URL(request.url).searchParams)
    if (problem) return apiError(problem, 400)
    return handler(request, context)
  }
}
