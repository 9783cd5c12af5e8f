import type { FieldAccess, NumberField, RowField } from 'payload'

import { ADDRESS } from '../../src/i18n/admin/labels'

type GeoOptions = {
  /** Keep typed coordinates on the globe (what the CRM sends is checked, a hand-made town is not). */
  bounded?: boolean
  /** Who reads the exact point: a "town only" listing shows the town's centre instead (collections/hooks/publicAddress.ts). */
  read?: FieldAccess
}

const coordinate = (name: 'latitude' | 'longitude', limit: number, { bounded, read }: GeoOptions): NumberField => ({
  name,
  label: ADDRESS[name],
  type: 'number',
  ...(bounded ? { min: -limit, max: limit } : {}),
  ...(read ? { access: { read } } : {}),
})

/** Latitude and longitude side by side: the point on the site's maps. */
export const geoRow = (options: GeoOptions = {}): RowField => ({
  type: 'row',
  fields: [coordinate('latitude', 90, options), coordinate('longitude', 180, options)],
})
