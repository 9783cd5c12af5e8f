import { HOME_ROOM_OPTIONS } from '@/listings/homeSearch'
import type { Locale } from '@/i18n/locales'
import { formatMessage } from '@/i18n/message'

/** The bedrooms as one-tap choices: any, or at least a number. */
export function RoomsChoice({
  name,
  rooms,
  onChange,
  locale,
  labels,
}: {
  name: string
  rooms: number | undefined
  onChange: (rooms: number | undefined) => void
  locale: Locale
  labels: { rooms: string; any: string; roomsChip: string; roomsAtLeast: string }
}) {
  return (
    <fieldset className="rooms-choice">
      <legend>{labels.rooms}</legend>
      <div className="chips">
        {[undefined, ...HOME_ROOM_OPTIONS].map((value) => (
          <label key={value ?? 'any'} className={`chip ${rooms === value ? 'active' : ''}`}>
            <input type="radio" name={name} value={value ?? ''} checked={rooms === value} onChange={() => onChange(value)} />
            {value === undefined ? (
              <span>{labels.any}</span>
            ) : (
              <>
                <span aria-hidden="true">{formatMessage(labels.roomsChip, locale, { count: value })}</span>
                <span className="visually-hidden">{formatMessage(labels.roomsAtLeast, locale, { count: value })}</span>
              </>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
