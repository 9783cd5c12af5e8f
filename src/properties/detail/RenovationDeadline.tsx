'use client'

import { useState } from 'react'

import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import { todayInBelgium } from '@/lib/belgianDay'
import { epcLabelText } from '@/lib/epc'
import { formatDate } from '@/lib/format'
import { assumedDeedDate, renovationObligation, type HomeKind } from '@/purchase/renovation'

/**
 * The Flemish renovation deadline of a home: the deed assumed 4 months after today, the target and the
 * deadline of the rule in force on the deed's day (src/purchase/renovation.ts); the visitor may pick the
 * deed's date, and a day under another rule is answered by that rule. The server renders it with the day
 * of its render; the live island counts from the visitor's today, as a cached page may be days old.
 */
export function RenovationDeadline({
  today: renderedToday,
  label,
  home,
  texts,
}: {
  today: string
  label: string
  home: HomeKind
  texts: ClientTexts
}) {
  const t = clientTranslator(texts)
  // The island's live component mounts in the browser (it replaces the server's markup, no hydration):
  // there it counts from the visitor's today.
  const [today] = useState(() => (typeof window === 'undefined' ? renderedToday : todayInBelgium()))
  const [deed, setDeed] = useState(() => assumedDeedDate(today))
  const answer = renovationObligation({ region: 'flanders', label, deedDate: deed, home })
  return (
    <div className="renovation-deadline">
      <label htmlFor="renovation-deed">
        {t('epc.deedDate')}
        <input id="renovation-deed" type="date" value={deed} onChange={(event) => setDeed(event.target.value)} />
      </label>
      <p aria-live="polite" data-testid="renovation-deadline">
        {answer?.kind === 'obligation' &&
          t('epc.deadline', {
            deed: formatDate(answer.deedDate),
            deadline: formatDate(answer.deadline),
            target: epcLabelText(answer.target),
          })}
        {answer?.kind === 'obligation' && !answer.confirmed && ` ${t('epc.deadlineUnconfirmed')}`}
        {answer?.kind === 'met' && t('epc.deadlineMet', { deed: formatDate(answer.deedDate), target: epcLabelText(answer.target) })}
        {answer?.kind === 'before' && t('epc.deadlineBefore', { since: formatDate(answer.since) })}
      </p>
      <p className="renovation-how">{t('epc.deadlineHow', { today: formatDate(today) })}</p>
    </div>
  )
}
