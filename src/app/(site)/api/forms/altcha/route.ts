import { NextResponse } from 'next/server'

import { payloadClient } from '@/data/payload'
import { createAltchaChallenge } from '@/forms/shared/altcha'
import { withReadBudget } from '@/api/readBudget'

/**
 * A fresh ALTCHA challenge for a form's spam check, fetched by the widget in the browser (public
 * pages are cached HTML, so no challenge is ever part of them). Stateless: the challenge is signed;
 * it is recorded only when a solution is used. No cookie is set or read.
 */
export const GET = withReadBudget(challenge, payloadClient)

async function challenge() {
  const payload = await payloadClient()
  return NextResponse.json(await createAltchaChallenge(payload.secret), { headers: { 'Cache-Control': 'no-store' } })
}
