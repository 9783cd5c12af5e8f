'use client'

import { toast, useDocumentInfo, useServerFunctions, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { UpcomingEvent } from './scheduleChoices'

/** Whether the schedule server function refused (it answers with an error rather than throwing). */
export const refused = (result: unknown) =>
  result && typeof result === 'object' && 'error' in result && (result as { error?: unknown }).error ? true : false

/** The document's upcoming events, read again after each save or removal (a new round), and their removal. */
export function useUpcomingEvents() {
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { t } = useTranslation()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  const [upcoming, setUpcoming] = useState<UpcomingEvent[]>()
  const [round, setRound] = useState(0)
  useEffect(() => {
    let current = true
    void getUpcomingScheduledPublish({ id, collectionSlug, globalSlug }).then((events) => {
      if (current) setUpcoming(events as UpcomingEvent[])
    })
    return () => {
      current = false
    }
  }, [getUpcomingScheduledPublish, id, collectionSlug, globalSlug, round])
  const fetchUpcoming = () => setRound((previous) => previous + 1)

  const remove = async (eventId: number | string) => {
    const result = await schedulePublish({ deleteID: eventId } as Parameters<typeof schedulePublish>[0])
    if (refused(result)) toast.error(t('version:scheduleRefused' as Parameters<typeof t>[0]))
    else toast.success(t('general:deletedSuccessfully'))
    fetchUpcoming()
  }
  return { upcoming, fetchUpcoming, remove }
}
