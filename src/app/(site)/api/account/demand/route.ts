import { handleDemandUpdate } from '@/account/api'
import { payloadClient } from '@/data/payload'

/** The demander's criteria and alert subscription (src/account/api.ts). */
export async function POST(request: Request) {
  return handleDemandUpdate(await payloadClient(), request)
}
