import { payloadClient } from '@/data/payload'
import { handleLogout } from '@/portal/api'

/** Owner logout (src/portal/api.ts). */
export async function POST(request: Request) {
  return handleLogout(await payloadClient(), request)
}
