'use server'

import { cookies } from 'next/headers'
import { generatePayloadCookie } from 'payload/shared'

import { payloadClient } from '../../data/payload'
import { asRequest } from '../../ops/actionRequest'
import type { FormResult } from '../shared/result'
import { submitNewPassword, submitPasswordRequest } from './reset'

/** The forgotten-password forms' server actions (owners and demanders alike; the input names the account kind). */
export async function submitForgotPassword(input: unknown): Promise<FormResult> {
  return asRequest(async () => submitPasswordRequest(await payloadClient(), input))
}

/** A new password, then the account's session cookie (as its login sets it): the visitor is logged in. */
export async function submitResetPassword(input: unknown): Promise<FormResult> {
  return asRequest(async () => {
    const payload = await payloadClient()
    return submitNewPassword(payload, input, async (collection, token) => {
      const cookie = generatePayloadCookie({
        collectionAuthConfig: payload.collections[collection].config.auth,
        cookiePrefix: payload.config.cookiePrefix,
        token,
        returnCookieAsObject: true,
      }) as { name: string; value: string; expires?: string; path?: string; secure?: boolean; sameSite?: string; domain?: string }
      ;(await cookies()).set(cookie.name, cookie.value, {
        httpOnly: true,
        path: cookie.path ?? '/',
        expires: cookie.expires ? new Date(cookie.expires) : undefined,
        secure: cookie.secure,
        sameSite: (cookie.sameSite?.toLowerCase() as 'strict' | 'lax' | 'none' | undefined) ?? undefined,
        domain: cookie.domain,
      })
    })
  })
}
