'use client'

import { Button, Pill, useConfig, useTranslation } from '@payloadcms/ui'

import { ALL_LOCALES, SCHEDULE_CLASS, useDefaultZone, useLocaleOptions, type UpcomingEvent } from './scheduleChoices'
import { formatInZone } from './scheduleTime'

/** The document's upcoming publish and unpublish events, each in its own time zone, with its removal. */
export function UpcomingTable({ upcoming, onRemove }: { upcoming: UpcomingEvent[]; onRemove: (eventId: number | string) => void }) {
  const {
    admin: {
      dateFormat,
      timezones: { supportedTimezones },
    },
    localization,
  } = useConfig().config
  const zone = useDefaultZone()
  const localeOptions = useLocaleOptions()
  const localized = Boolean(localization)
  const localeLabel = (code?: string) => localeOptions.find((option) => option.value === (code || ALL_LOCALES))?.label ?? code ?? ''
  const zoneLabel = (value?: string) => supportedTimezones.find((option) => option.value === value)?.label ?? value ?? ''
  const { t } = useTranslation()
  return (
    <div className="table table--appearance-condensed">
      <table cellPadding="0" cellSpacing="0">
        <thead>
          <tr>
            <th>{t('version:type')}</th>
            <th>{t('general:time')}</th>
            <th>{t('general:timezone')}</th>
            {localized ? <th>{t('general:locale')}</th> : null}
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
              {localized ? <td>{localeLabel(event.input.locale)}</td> : null}
              <td>
                <Button
                  aria-label={t('general:delete')}
                  buttonStyle="icon-label"
                  className={`${SCHEDULE_CLASS}__delete`}
                  icon="x"
                  onClick={(event_) => {
                    event_.preventDefault()
                    onRemove(event.id)
                  }}
                  tooltip={t('general:delete')}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
