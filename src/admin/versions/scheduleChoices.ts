'use client'

import { getTranslation } from '@payloadcms/translations'
import { useConfig, useTranslation } from '@payloadcms/ui'
import { useMemo, useState } from 'react'

import { momentInZone, wallTimeOf } from './scheduleTime'

export type Option = { label: string; value: string }
export type PublishType = 'publish' | 'unpublish'
export type UpcomingEvent = {
  id: number | string
  input: { locale?: string; timezone?: string; type: PublishType }
  waitUntil: Date | string
}

/** Payload's class names for its schedule dialog: our dialog takes its place with the same look. */
export const SCHEDULE_CLASS = 'schedule-publish'

export const ALL_LOCALES = 'all'

/** The zone a schedule is in unless another is chosen (and that of an event saved without one). */
export function useDefaultZone(): string {
  return useConfig().config.admin.timezones.defaultTimezone || 'Europe/Brussels'
}

/** The languages a schedule may publish: "all" (in our words, not Payload's fixed English) first, then each locale. */
export function useLocaleOptions(): Option[] {
  const { localization } = useConfig().config
  const { i18n, t } = useTranslation()
  return useMemo<Option[]>(
    () =>
      localization
        ? [
            { label: t('version:allLocalesToPublish' as Parameters<typeof t>[0]), value: ALL_LOCALES },
            ...localization.locales.map(({ code, label }) => ({ label: getTranslation(label, i18n), value: code })),
          ]
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [localization, i18n],
  )
}

/**
 * The moment chosen and its time zone: the picker shows the wall time in that zone, which keeps its
 * meaning when the zone changes; today, no time before now can be picked.
 */
export function useMomentChoice(zone: string) {
  const [moment, setMoment] = useState<Date>()
  const [timezone, setTimezone] = useState<string>(zone)
  const pickedWallTime = moment ? wallTimeOf(moment, timezone) : undefined
  const now = new Date()
  const isToday = pickedWallTime ? pickedWallTime.toDateString() === now.toDateString() : true
  return {
    moment,
    timezone,
    pickedWallTime,
    clear: () => setMoment(undefined),
    pick: (picked: Date | null | undefined) => setMoment(picked ? momentInZone(picked, timezone) : undefined),
    changeZone: (next: string) => {
      // The wall time stays as picked; it now means that time in the other zone.
      if (pickedWallTime) setMoment(momentInZone(pickedWallTime, next))
      setTimezone(next)
    },
    bounds: {
      minDate: now,
      minTime: isToday ? now : new Date(now.getFullYear(), now.getMonth(), now.getDate()),
      maxTime: isToday ? new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59) : undefined,
    },
  }
}
