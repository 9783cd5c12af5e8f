import { payloadClient } from '@/data/payload'
import { handleLogin } from '@/portal/api'

/** Owner login (src/portal/api.ts). */
export async function POST(request: Request) {
  return handleLogin(await payloadClient(), request)
}
