import { describe, expect, it } from '@jest/globals'

import { EMAIL_KINDS, emailKindLabel } from '../../../../collections/Emails/kinds'
import { RESET_EMAIL_KINDS } from '../../../../collections/Emails'
import { WATCH_ALERT_KIND } from '../../../../src/alerts/watches'

describe('e-mail kinds in words (issue 36.9)', () => {
  it('has words in nl, fr and en for every kind the senders store', () => {
    const senders = ['notify-agency', 'confirm-visitor', 'send-to-friend', 'lead-reply', 'login-notice', 'demand-alert', WATCH_ALERT_KIND]
    for (const kind of [...senders, ...RESET_EMAIL_KINDS]) {
      for (const language of ['nl', 'fr', 'en'] as const)
        expect([kind, language, EMAIL_KINDS[kind]?.[language]?.length > 0]).toEqual([kind, language, true])
    }
    expect(emailKindLabel('login-notice', 'nl')).toBe('Melding: eigenaar aangemeld')
  })

  it('shows a code it has no words for as it is, and a dash for none', () => {
    expect(emailKindLabel('something-new', 'fr')).toBe('something-new')
    expect(emailKindLabel(null, 'nl')).toBe('—')
  })
})
