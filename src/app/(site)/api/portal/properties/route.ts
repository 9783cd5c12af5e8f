import { payloadClient } from '@/data/payload'
import { handleProperties } from '@/portal/api'

/** The logged-in owner's properties (src/portal/api.ts). */
export async function GET(request: Request) {
  return handleProperties(await payloadClient(), request)
}
