import { headers } from 'next/headers'
import { after } from 'next/server'
import type { z } from 'zod'

import { payloadClient } from '../../data/payload'
import { getRouteTable } from '../../data/routes'
import { runEmailQueue } from '../../email/queue'
import { clientIp } from '../../lib/headers'
import { asRequest } from '../../ops/actionRequest'
import { withRequestId } from '../../ops/requestLog'
import type { FormBase } from './fields'
import type { FormResult } from './result'
import { handleSubmission, type FormDefinition, type SubmitOutcome } from './submit'
import { answerStoredSubmission } from './thankYou'

/**
 * The body of every form's server action: handle the submission, then send the e-mails right after
 * answering (the server's cron retries whatever fails), and answer with the thank-you page's path.
 */
export async function runForm<Schema extends z.ZodType<FormBase>, Context>(
  form: FormDefinition<Schema, Context>,
  input: unknown,
): Promise<FormResult> {
  const ip = clientIp(await headers())
  return asRequest((reqId) => submitForm(form, input, ip, reqId))
}

async function submitForm<Schema extends z.ZodType<FormBase>, Context>(
  form: FormDefinition<Schema, Context>,
  input: unknown,
  ip: string,
  reqId: string | null,
): Promise<FormResult> {
  const payload = await payloadClient()
  // Any step before the store may need the database too (a repeated fill, the spam check's used
  // challenges, the rate limit): without it the visitor is told to try again, the form keeps the input.
  const outcome = await handleSubmission(form, input, { payload, ip }).catch((error: unknown): SubmitOutcome => {
    payload.logger.error({ err: error, msg: `Form ${form.type}: not handled (nothing stored)` })
    return { ok: false, error: 'error.notStored' }
  })
  if (!outcome.ok) return { ok: false, fieldErrors: outcome.fieldErrors, error: outcome.error }
  if (outcome.submissionId !== null) {
    after(() =>
      withRequestId(reqId, () =>
        runEmailQueue(payload).catch((error: unknown) =>
          payload.logger.error({ err: error, msg: 'E-mail queue run after a form failed; the cron retries' }),
        ),
      ),
    )
  }
  // Stored: whatever fails from here, the visitor is told it was received.
  return answerStoredSubmission(outcome.thankYou, outcome.locale, getRouteTable, (error) =>
    payload.logger.error({
      err: error,
      msg: `Form: submission ${outcome.submissionId} stored, but its thank-you page could not be looked up`,
    }),
  )
}
