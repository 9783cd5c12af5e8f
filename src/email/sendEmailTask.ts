import type { TaskConfig } from 'payload'

/**
 * Retries: exponential from EMAIL_RETRY_DELAY_MS (30 s: 30 s, 1 min, 2 min … about 34 hours in all
 * over 12 attempts), so an SMTP outage of a day still delivers every e-mail. Tests shorten the delay.
 */
const retryDelay = () => Number(process.env.EMAIL_RETRY_DELAY_MS || 30_000)
const retryAttempts = () => Number(process.env.EMAIL_RETRY_ATTEMPTS || 12)

const idOf = (value: unknown): number | string =>
  typeof value === 'object' && value !== null ? (value as { id: number | string }).id : (value as number | string)

/** Sends one e-mail of the outbox and records the outcome on it. */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send an e-mail from the outbox',
  inputSchema: [{ name: 'email', type: 'relationship', relationTo: 'emails', required: true }],
  retries: { attempts: retryAttempts(), backoff: { type: 'exponential', delay: retryDelay() } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const id = idOf(input.email)
    const email = await payload.findByID({ collection: 'emails', id, depth: 0, overrideAccess: true })
    if (email.status === 'sent') return { output: {} }
    const attempts = (email.attempts ?? 0) + 1
    try {
      await payload.sendEmail({ to: email.to, replyTo: email.replyTo || undefined, subject: email.subject, text: email.text })
    } catch (error) {
      // Recorded outside the job's request so the note survives the failed attempt.
      await payload.update({
        collection: 'emails',
        id,
        overrideAccess: true,
        depth: 0,
        data: { attempts, status: attempts > retryAttempts() ? 'failed' : 'retrying', lastError: error instanceof Error ? error.message : String(error) },
      })
      throw error
    }
    await payload.update({
      collection: 'emails',
      id,
      overrideAccess: true,
      depth: 0,
      data: { attempts, status: 'sent', sentAt: new Date().toISOString(), lastError: null },
    })
    return { output: {} }
  },
}
