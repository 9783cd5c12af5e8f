/**
 * A refusal in Payload's REST error shape (`{ errors: [{ message }] }`), for answers given before or
 * beside Payload's own handlers, so a client reads every API error the same way. Not cached.
 */
export function apiError(message: string, status: number, headers?: HeadersInit): Response {
  const all = new Headers(headers)
  all.set('Cache-Control', 'no-store')
  return Response.json({ errors: [{ message }] }, { status, headers: all })
}
