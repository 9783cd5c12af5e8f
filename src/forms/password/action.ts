'use server'

import { payloadClient } from '../../data/payload'
import { asRequest } from '../../ops/actionRequest'
import type { FormResult } from '../shared/result'
import { submitNewPassword, submitPasswordRequest } from './reset'

/** The forgotten-password forms' server actions (owners and demanders alike; the input names the account kind). */
export async function submitForgotPassword(input: unknown): Promise<FormResult> {
  return asRequest(async () => submitPasswordRequest(await payloadClient(), input))
}

export async function submitResetPassword(input: unknown): Promise<FormResult> {
  return asRequest(async () => submitNewPassword(await payloadClient(), input))
}
