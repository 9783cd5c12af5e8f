import { payloadClient } from '@/data/payload'
import { handleForgotPassword } from '@/portal/api'
import { siteOrigin } from '@/site/seo'

/** Forgotten password: the reset link goes out through the e-mail outbox (src/portal/api.ts). */
export async function POST(request: Request) {
  return handleForgotPassword(await payloadClient(), request, siteOrigin())
}
