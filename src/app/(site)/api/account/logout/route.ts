import { handleDemandLogout } from '@/account/api'
import { payloadClient } from '@/data/payload'

/** Demander logout (src/account/api.ts). */
export async function POST(request: Request) {
  return handleDemandLogout(await payloadClient(), request)
}
