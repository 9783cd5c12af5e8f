'use client'

import { getTranslation } from '@payloadcms/translations'
import {
  Banner,
  Button,
  DatePicker,
  Drawer,
  FieldLabel,
  Gutter,
  Pill,
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
import { useEffect, useMemo, useState } from 'react'

import { formatInZone, momentInZone, wallTimeOf } from './scheduleTime'

type PublishType = 'publish' | 'unpublish'
type UpcomingEvent = { id: number | string; input: { locale?: string; timezone?: string; type: PublishType }; waitUntil: Date | string }
type Option = { label: string; value: string }

const ALL_LOCALES = 'all'
const baseClass = 'schedule-publish'

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
        timezones: { defaultTimezone, supportedTimezones },
      },
      localization,
    },
    getEntityConfig,
  } = useConfig()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { i18n, t } = useTranslation()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  const text = (key: string, vars?: Record<string, unknown>) => t(key as Parameters<typeof t>[0], vars)

  const entity = getEntityConfig(collectionSlug ? { collectionSlug } : { globalSlug: globalSlug as string })
  const drafts = entity?.versions && typeof entity.versions === 'object' ? entity.versions.drafts : undefined
  const settings = drafts && typeof drafts === 'object' && typeof drafts.schedulePublish === 'object' ? drafts.schedulePublish : {}

  const zone = defaultTimezone || 'Europe/Brussels'
  const [type, setType] = useState<PublishType>(defaultType)
  const [moment, setMoment] = useState<Date>()
  const [timezone, setTimezone] = useState<string>(zone)
  const localeOptions = useMemo<Option[]>(
    () =>
      localization
        ? [
            { label: text('version:allLocalesToPublish'), value: ALL_LOCALES },
            ...localization.locales.map(({ code, label }) => ({ label: getTranslation(label, i18n), value: code })),
          ]
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [localization, i18n],
  )
  const [locale, setLocale] = useState<string>(ALL_LOCALES)
  const [processing, setProcessing] = useState(false)
  const [upcoming, setUpcoming] = useState<UpcomingEvent[]>()

  // The upcoming events, read again after each save or removal (a new round).
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

  const refused = (result: unknown) =>
    result && typeof result === 'object' && 'error' in result && (result as { error?: unknown }).error ? true : false

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
        setMoment(undefined)
        toast.success(t('version:scheduledSuccessfully'))
      }
    } catch {
      toast.error(text('version:scheduleRefused'))
    }
    fetchUpcoming()
    setProcessing(false)
  }

  const remove = async (eventId: number | string) => {
    const result = await schedulePublish({ deleteID: eventId } as Parameters<typeof schedulePublish>[0])
    if (refused(result)) toast.error(text('version:scheduleRefused'))
    else toast.success(t('general:deletedSuccessfully'))
    fetchUpcoming()
  }

  const pickedWallTime = moment ? wallTimeOf(moment, timezone) : undefined
  const now = new Date()
  const isToday = pickedWallTime ? pickedWallTime.toDateString() === now.toDateString() : true
  const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const endOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59)
  const localeLabel = (code?: string) => localeOptions.find((option) => option.value === (code || ALL_LOCALES))?.label ?? code ?? ''
  const zoneLabel = (value?: string) => supportedTimezones.find((option) => option.value === value)?.label ?? value ?? ''

  return (
    <Drawer className={baseClass} gutter={false} slug={slug} title={t('general:schedulePublishFor', { title })}>
      <Gutter className={`${baseClass}__scheduler`}>
        <FieldLabel label={t('version:type')} required />
        <ul className={`${baseClass}__type`} role="radiogroup" aria-label={t('version:type')}>
          {(['publish', 'unpublish'] as const).map((value) => (
            <li key={value}>
              <label htmlFor={`${slug}-type-${value}`}>
                <div className={`radio-input${type === value ? ' radio-input--is-selected' : ''}`}>
                  <input
                    checked={type === value}
                    disabled={processing}
                    id={`${slug}-type-${value}`}
                    name={`${slug}-type`}
                    onChange={() => setType(value)}
                    type="radio"
                  />
                  <span className="radio-input__styled-radio" />
                  <span className="radio-input__label">{t(`version:${value}`)}</span>
                </div>
              </label>
            </li>
          ))}
        </ul>
        <br />
        <FieldLabel label={t('general:time')} path="time" required />
        <DatePicker
          displayFormat={dateFormat}
          id="time"
          maxTime={isToday ? endOfDay : undefined}
          minDate={now}
          minTime={isToday ? now : startOfDay}
          onChange={(picked) => setMoment(picked ? momentInZone(picked, timezone) : undefined)}
          pickerAppearance="dayAndTime"
          readOnly={processing}
          timeFormat={settings.timeFormat ?? 'HH:mm'}
          timeIntervals={settings.timeIntervals ?? 5}
          value={pickedWallTime}
        />
        {supportedTimezones.length > 0 && (
          <TimezonePicker
            id={`${slug}-timezone`}
            onChange={(next: string) => {
              // The wall time stays as picked; it now means that time in the other zone.
              if (pickedWallTime) setMoment(momentInZone(pickedWallTime, next))
              setTimezone(next)
            }}
            options={supportedTimezones}
            selectedTimezone={timezone}
          />
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
        <div className={`${baseClass}__actions`}>
          <Button buttonStyle="primary" disabled={processing} id="scheduled-publish-save" onClick={save} type="button">
            {t('general:save')}
          </Button>
          {processing ? <span>{t('general:saving')}</span> : null}
        </div>
      </Gutter>
      <Gutter className={`${baseClass}__upcoming`}>
        <h4>{t('general:upcomingEvents')}</h4>
        {!upcoming && <ShimmerEffect />}
        {upcoming?.length === 0 && <Banner type="info">{t('general:noUpcomingEventsScheduled')}</Banner>}
        {upcoming && upcoming.length > 0 && (
          <div className="table table--appearance-condensed">
            <table cellPadding="0" cellSpacing="0">
              <thead>
                <tr>
                  <th>{t('version:type')}</th>
                  <th>{t('general:time')}</th>
                  <th>{t('general:timezone')}</th>
                  {localization ? <th>{t('general:locale')}</th> : null}
                  <th>{t('general:delete')}</th>
                </tr>
              </thead>
              <tbody>
                {upcoming.map((event) => (
                  <tr key={event.id}>
                    <td>
                      <Pill pillStyle={event.input.type === 'unpublish' ? 'warning' : 'success'} size="small">
                        {t(event.input.type === 'unpublish' ? 'version:unpublish' : 'version:publish')}
                      </Pill>
                    </td>
                    <td>{formatInZone(event.waitUntil, event.input.timezone || zone, dateFormat)}</td>
                    <td>{zoneLabel(event.input.timezone || zone)}</td>
                    {localization ? <td>{localeLabel(event.input.locale)}</td> : null}
                    <td>
                      <Button
                        aria-label={t('general:delete')}
                        buttonStyle="icon-label"
                        className={`${baseClass}__delete`}
                        icon="x"
                        onClick={(event_) => {
                          event_.preventDefault()
                          void remove(event.id)
                        }}
                        tooltip={t('general:delete')}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Gutter>
    </Drawer>
  )
}
