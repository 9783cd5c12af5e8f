import { apiError } from '../lib/apiError'

/**
 * A request body Payload cannot read, answered 400 before Payload reads it. Payload parses a JSON body
 * and the `_payload` field of a multipart upload with JSON.parse: on the REST routes a malformed one
 * came back as a 500 ("An unknown error occurred."), and on GraphQL, whose handler does not catch
 * Payload's own "Invalid JSON" 400, as a 500 with no body at all.
 *
 * The check reads a copy, so only of a body that says it is small: a declared Content-Length of at
 * most 1 MiB (API writes and GraphQL queries; Payload's own limit for one form field is 1 MB). A larger
 * or undeclared body (an upload, a chunked stream) goes to Payload unread: copying it would buffer
 * whatever a client sends before Payload's own size limits apply.
 */

export const MAX_CHECKED_BODY = 1024 * 1024

const NOT_JSON = 'The request body is not valid JSON.'
const NOT_MULTIPART = 'The request body is not valid multipart form data.'
const PAYLOAD_NOT_JSON = 'The _payload field must be JSON, as {"alt":"Voorgevel"}.'

const parses = (text: string): boolean => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** The media type of a Content-Type header, as Payload compares it (before any parameter). */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';', 1)[0].trim().toLowerCase()
}

/** What is wrong with the request's body for Payload, or null (also for bodies Payload does not parse or that are not checked). */
export async function bodyProblem(request: Request): Promise<string | null> {
  if (!['POST', 'PUT', 'PATCH'].includes(request.method.toUpperCase()) || !request.body) return null
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (!(declared >= 0 && declared <= MAX_CHECKED_BODY)) return null
  const type = mediaType(request.headers.get('content-type'))
  if (type === 'application/json') {
    const text = await request.clone().text()
    return text === '' || parses(text) ? null : NOT_JSON
  }
  if (type.startsWith('multipart/')) {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return NOT_MULTIPART
    }
    const data = form.get('_payload')
    if (typeof data === 'string' && !parses(data)) return PAYLOAD_NOT_JSON
  }
  return null
}

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** Answers a request whose body Payload cannot read 400 in Payload's error shape. */
export function withReadableBody<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const problem = await bodyProblem(request)
    if (problem) return apiError(problem, 400)
    return handler(request, context)
  }
}
