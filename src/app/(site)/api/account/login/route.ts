import { handleDemandLogin } from '@/account/api'
import { payloadClient } from '@/data/payload'

/** Demander login (src/account/api.ts). */
export async function POST(request: Request) {
  return handleDemandLogin(await payloadClient(), request)
}
