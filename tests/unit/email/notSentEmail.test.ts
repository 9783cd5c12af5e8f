import { describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { NO_SMTP_MESSAGE, notSentAdapter } from '../../../src/email/notSent'

describe('an instance without SMTP_HOST (issue 35.5)', () => {
  it('sends nothing and says so in one log line without the message; the failure keeps the outbox row unsent', async () => {
    const lines: unknown[] = []
    const logger = { warn: (line: unknown) => lines.push(line), info: (line: unknown) => lines.push(line) }
    const adapter = notSentAdapter({ payload: { logger } as unknown as Payload })
    const message = {
      to: 'jan.peeters@example.be',
      subject: 'Uw aanvraag voor Markt 12',
      text: 'Beste Jan, klik hier om uw wachtwoord te kiezen: https://www.kempenvastgoed.be/nl/wachtwoord/abc123',
    }
    // The send task records a failed send as `retrying` (then `failed`), never `sent` (src/email/sendEmailTask.ts).
    await expect(adapter.sendEmail(message)).rejects.toThrow(NO_SMTP_MESSAGE)
    expect(lines).toEqual([NO_SMTP_MESSAGE])
    const logged = JSON.stringify(lines)
    for (const secret of ['jan.peeters', 'Markt 12', 'abc123', 'Beste Jan']) expect(logged).not.toContain(secret)
  })
})
