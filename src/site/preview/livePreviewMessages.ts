/**
 * The messages Payload's admin (3.90, @payloadcms/ui LivePreview window) posts into the live preview
 * frame. After every save, autosave included, it posts `{ type: 'payload-document-event' }`: a
 * server-rendered page then refreshes itself (the documented "RefreshRouteOnSave" pattern of
 * @payloadcms/live-preview-react, which this site does not install: these few lines do the same).
 * Only messages from the site's own origin count: the admin is served by the same server.
 */
export function isDocumentEvent(event: { origin: string; data: unknown }, ownOrigin: string): boolean {
  if (event.origin !== ownOrigin) return false
  const data = event.data as { type?: unknown } | null
  return typeof data === 'object' && data !== null && data.type === 'payload-document-event'
}

/** Tells the admin the page can take messages (it waits for this from a pop-up preview window). */
export const READY_MESSAGE = { type: 'payload-live-preview', ready: true } as const
