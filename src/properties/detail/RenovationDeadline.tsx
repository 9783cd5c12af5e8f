'use client'

import { useState } from 'react'

import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import { todayInBelgium } from '@/lib/belgianDay'
import { formatDate } from '@/lib/format'
import { assumedDeedDate, renovationDeadline } from '@/purchase/renovation'

/**
 * The Flemish renovation deadline of an E or F home (issue point 4): the deed assumed 4 months after
 * today, the deadline 5 years after the deed (src/purchase/renovation.ts); the visitor may pick the
 * deed's date. The server renders it with the day of its render; the live island counts from the
 * visitor's today, as a cached page may be days old.
 */
export function RenovationDeadline({ today: renderedToday, texts }: { today: string; texts: ClientTexts }) {
  const t = clientTranslator(texts)
  // The island's live component mounts in the browser (it replaces the server's markup, no hydration):
  // there it counts from the visitor's today.
  const [today] = useState(() => (typeof window === 'undefined' ? renderedToday : todayInBelgium()))
  const [deed, setDeed] = useState(() => assumedDeedDate(today))
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(deed)
  return (
    <div className="renovation-deadline">
      <label htmlFor="renovation-deed">
        {t('epc.deedDate')}
        <input id="renovation-deed" type="date" value={deed} min="2023-01-01" onChange={(event) => setDeed(event.target.value)} />
      </label>
      <p aria-live="polite" data-testid="renovation-deadline">
        {valid && t('epc.deadline', { deed: formatDate(deed), deadline: formatDate(renovationDeadline(deed)) })}
      </p>
      <p className="renovation-how">{t('epc.deadlineHow', { today: formatDate(today) })}</p>
    </div>
  )
}
