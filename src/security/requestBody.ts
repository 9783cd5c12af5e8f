import type { AfterErrorHook } from 'payload'

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
 * whatever a client sends before Payload's own size limits apply. Payload then reads it itself, and the
 * one error its reading can still throw, the SyntaxError of JSON.parse on a multipart body's `_payload`,
 * is turned into the same 400 afterwards (`withReadableBody` for GraphQL, `unreadablePayloadField` for REST).
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

const hasParsedBody = (request: Request): boolean =>
  ['POST', 'PUT', 'PATCH'].includes(request.method.toUpperCase()) && request.body !== null

/** Whether the body is small enough to be checked on a copy before Payload reads it. */
const checkable = (request: Request): boolean => {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  return declared >= 0 && declared <= MAX_CHECKED_BODY
}

const isMultipart = (headers: Headers): boolean => mediaType(headers.get('content-type')).startsWith('multipart/')

/** What is wrong with the request's body for Payload, or null (also for bodies Payload does not parse or that are not checked). */
export async function bodyProblem(request: Request): Promise<string | null> {
  if (!hasParsedBody(request) || !checkable(request)) return null
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

/**
 * Answers a request whose body Payload cannot read 400 in Payload's error shape. A large multipart body
 * goes to the handler unchecked; Payload's GraphQL handler lets the SyntaxError of its `_payload` escape
 * (a 500 with no body), so that one is caught here. (No other JSON.parse of Payload runs unguarded
 * before the query does.)
 */
export function withReadableBody<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const problem = await bodyProblem(request)
    if (problem) return apiError(problem, 400)
    if (!hasParsedBody(request) || checkable(request) || !isMultipart(request.headers)) return handler(request, context)
    try {
      return await handler(request, context)
    } catch (error) {
      if (error instanceof SyntaxError) return apiError(PAYLOAD_NOT_JSON, 400)
      throw error
    }
  }
}

/**
 * Payload's REST handlers answer the SyntaxError of a large multipart body's `_payload` with a 500
 * ("Something went wrong."): this root afterError hook makes it the same 400 as a small body's. The
 * request's data is still unset when that JSON.parse throws (it is what sets it), so a SyntaxError of a
 * later step of a request that sent its `_payload` is not taken for it. Payload logs the error (at error
 * level) before any hook runs.
 */
export const unreadablePayloadField: AfterErrorHook = ({ error, req }) => {
  if (!(error instanceof SyntaxError) || req.data !== undefined || !isMultipart(req.headers)) return
  return { response: { errors: [{ message: PAYLOAD_NOT_JSON }] }, status: 400 }
}
