import { payloadClient } from '@/data/payload'
import { handleResetPassword } from '@/portal/api'

/** New password from the e-mailed link (src/portal/api.ts). */
export async function POST(request: Request) {
  return handleResetPassword(await payloadClient(), request)
}
