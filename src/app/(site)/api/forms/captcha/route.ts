import { NextResponse } from 'next/server'

import { payloadClient } from '@/data/payload'
import { captchaDisabled, createCaptcha } from '@/forms/shared/captcha'

/**
 * A fresh captcha for a form (fetched by the browser: public pages are cached, so the challenge is
 * never part of their HTML). Stateless: the answer travels signed in the token.
 */
export async function GET() {
  if (captchaDisabled()) return NextResponse.json({ disabled: true }, { headers: { 'Cache-Control': 'no-store' } })
  const payload = await payloadClient()
  return NextResponse.json({ disabled: false, ...createCaptcha(payload.secret) }, { headers: { 'Cache-Control': 'no-store' } })
}
