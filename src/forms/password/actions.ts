'use server'

import { payloadClient } from '../../data/payload'
import type { FormResult } from '../shared/result'
import { requestPasswordReset, resetDemandPassword } from './reset'

export async function submitForgotPassword(input: unknown): Promise<FormResult> {
  return requestPasswordReset(await payloadClient(), input)
}

export async function submitResetPassword(input: unknown): Promise<FormResult> {
  return resetDemandPassword(await payloadClient(), input)
}
