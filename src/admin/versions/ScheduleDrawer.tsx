'use client'

import {
  Banner,
  Button,
  DatePicker,
  Drawer,
  FieldLabel,
  Gutter,
  ReactSelect,
  ShimmerEffect,
  TimezonePicker,
  toast,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useServerFunctions,
  useTranslation,
} from '@payloadcms/ui'
import { useState } from 'react'

import {
  ALL_LOCALES,
  SCHEDULE_CLASS,
  useDefaultZone,
  useLocaleOptions,
  useMomentChoice,
  type Option,
  type PublishType,
} from './scheduleChoices'
import { TypeChoice } from './TypeChoice'
import { UpcomingTable } from './UpcomingTable'
import { refused, useUpcomingEvents } from './useUpcomingEvents'

/**
 * The schedule dialog of a draft (issue 36, point 3), in place of Payload's: the same server functions
 * (`schedulePublish`, `getUpcomingScheduledPublish`) and class names, with what Payload 3.90's own cannot
 * do: its date box shows `admin.dateFormat` (28-11-2026 14:05, Payload's is fixed at "Nov 28, 2026
 * 2:05 PM"), its language choice says "Alle talen" (Payload's is a fixed English "All"), "Publiceren" is
 * chosen unless the document is published with nothing newer, and a refused schedule says so (Payload's
 * shows "Succesvol gepland" whatever the server answered).
 */
export function ScheduleDrawer({ slug, defaultType }: { slug: string; defaultType: PublishType }) {
  const {
    config: {
      admin: {
        dateFormat,
        timezones: { supportedTimezones },
      },
    },
    getEntityConfig,
  } = useConfig()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { t } = useTranslation()
  const { schedulePublish } = useServerFunctions()
  const text = (key: string, vars?: Record<string, unknown>) => t(key as Parameters<typeof t>[0], vars)

  const entity = getEntityConfig(collectionSlug ? { collectionSlug } : { globalSlug: globalSlug as string })
  const drafts = entity?.versions && typeof entity.versions === 'object' ? entity.versions.drafts : undefined
  const settings = drafts && typeof drafts === 'object' && typeof drafts.schedulePublish === 'object' ? drafts.schedulePublish : {}

  const zone = useDefaultZone()
  const [type, setType] = useState<PublishType>(defaultType)
  const { moment, timezone, pickedWallTime, clear, pick, changeZone, bounds } = useMomentChoice(zone)
  const localeOptions = useLocaleOptions()
  const [locale, setLocale] = useState<string>(ALL_LOCALES)
  const [processing, setProcessing] = useState(false)
  const { upcoming, fetchUpcoming, remove } = useUpcomingEvents()

  const save = async () => {
    if (!moment) {
      toast.error(t('general:noDateSelected'))
      return
    }
    setProcessing(true)
    try {
      const result = await schedulePublish({
        type,
        date: moment,
        doc: collectionSlug ? { relationTo: collectionSlug, value: String(id) } : undefined,
        global: globalSlug || undefined,
        localeToPublish: type === 'publish' && locale !== ALL_LOCALES ? locale : undefined,
        timezone,
      } as Parameters<typeof schedulePublish>[0])
      if (refused(result)) toast.error(text('version:scheduleRefused'))
      else {
        clear()
        toast.success(t('version:scheduledSuccessfully'))
      }
    } catch {
      toast.error(text('version:scheduleRefused'))
    }
    fetchUpcoming()
    setProcessing(false)
  }

  return (
    <Drawer className={SCHEDULE_CLASS} gutter={false} slug={slug} title={t('general:schedulePublishFor', { title })}>
      <Gutter className={`${SCHEDULE_CLASS}__scheduler`}>
        <FieldLabel label={t('version:type')} required />
        <TypeChoice slug={slug} type={type} disabled={processing} onChange={setType} />
        <br />
        <FieldLabel label={t('general:time')} path="time" required />
        <DatePicker
          displayFormat={dateFormat}
          id="time"
          maxTime={bounds.maxTime}
          minDate={bounds.minDate}
          minTime={bounds.minTime}
          onChange={pick}
          pickerAppearance="dayAndTime"
          readOnly={processing}
          timeFormat={settings.timeFormat ?? 'HH:mm'}
          timeIntervals={settings.timeIntervals ?? 5}
          value={pickedWallTime}
        />
        {supportedTimezones.length > 0 && (
          <TimezonePicker id={`${slug}-timezone`} onChange={changeZone} options={supportedTimezones} selectedTimezone={timezone} />
        )}
        <br />
        {localeOptions.length > 0 && type === 'publish' && (
          <>
            <FieldLabel label={t('localization:localeToPublish')} />
            <ReactSelect
              onChange={(option) => setLocale((option as Option).value)}
              options={localeOptions}
              value={localeOptions.find((option) => option.value === locale)}
            />
            <br />
          </>
        )}
        <div className={`${SCHEDULE_CLASS}__actions`}>
          <Button buttonStyle="primary" disabled={processing} id="scheduled-publish-save" onClick={save} type="button">
            {t('general:save')}
          </Button>
          {processing ? <span>{t('general:saving')}</span> : null}
        </div>
      </Gutter>
      <Gutter className={`${SCHEDULE_CLASS}__upcoming`}>
        <h4>{t('general:upcomingEvents')}</h4>
        {!upcoming && <ShimmerEffect />}
        {upcoming?.length === 0 && <Banner type="info">{t('general:noUpcomingEventsScheduled')}</Banner>}
        {upcoming && upcoming.length > 0 && <UpcomingTable upcoming={upcoming} onRemove={(eventId) => void remove(eventId)} />}
      </Gutter>
    </Drawer>
  )
}
