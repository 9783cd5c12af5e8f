/**
 * HEAD for a route whose handler knows only GET. Next hands a HEAD to the GET export when a route has
 * no HEAD of its own, and Payload's REST handler then looks for a `head` endpoint, finds none and
 * answers 404: a link checker, a CDN or a crawler asking HEAD of `/api/media/file/…` or of a collection
 * was told the resource does not exist while GET served it. HEAD must answer what GET answers, status
 * and headers, without the body (RFC 9110, 9.3.2).
 *
 * The request goes in as a GET with the same URL and headers, so it passes every check a GET passes
 * (access, the read budget, the where check) and costs the same; the body is released unread.
 */
export function headAsGet<R extends Request, C>(get: (request: R, context: C) => Promise<Response>) {
  return async (request: R, context: C): Promise<Response> => {
    // The wrappers and Payload read only the standard Request (URL, method, headers), never Next's extras.
    const asGet = new Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal }) as R
    const response = await get(asGet, context)
    await response.body?.cancel()
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
}
