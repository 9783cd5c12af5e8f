import { describe, expect, it } from '@jest/globals'

import { withoutVisitorReplyTo } from '../../../../src/forms/shared/replyTo'

describe("a form's Reply-To (issue 33.3)", () => {
  const mail = { to: 'someone@example.be', subject: 's', text: 't', replyTo: 'typed-by-a-visitor@example.be' }

  it("stays on the agency's own notification: staff answer the lead", () => {
    expect(withoutVisitorReplyTo({ ...mail, kind: 'notify-agency' })).toHaveProperty('replyTo', mail.replyTo)
  })

  it('is dropped from every mail to anyone else: the friend, the visitor, a kind added later', () => {
    for (const kind of ['send-to-friend', 'confirm-visitor', 'some-new-kind'])
      expect(withoutVisitorReplyTo({ ...mail, kind })).toEqual({ to: mail.to, subject: 's', text: 't', kind })
  })
})
