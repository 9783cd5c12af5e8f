import type { FieldAccess, RowField, SelectField, TextField } from 'payload'

import { ADDRESS } from '../../src/i18n/admin/labels'

/**
 * The address of a listing, project, town, office or person, one field at a time: the screens arrange
 * them in rows of their own, and a "town only" listing hides street, number and box from the public
 * (`read`, collections/hooks/publicAddress.ts).
 */
export const streetRow = (read: FieldAccess): RowField => ({
  type: 'row',
  fields: [
    { name: 'street', label: ADDRESS.street, type: 'text', access: { read } },
    { name: 'houseNumber', label: ADDRESS.houseNumber, type: 'text', access: { read } },
    { name: 'boxNr', type: 'text', label: ADDRESS.box, access: { read } },
  ],
})

type TextOptions = Pick<TextField, 'required' | 'index' | 'admin' | 'access'>

const addressText =
  (name: keyof typeof ADDRESS) =>
  (options: TextOptions = {}): TextField => ({ name, label: ADDRESS[name], type: 'text', ...options })

export const streetField = addressText('street')
export const houseNumberField = addressText('houseNumber')
export const zipField = addressText('zip')
export const cityField = addressText('city')

/** The CRM's country codes: the site knows Belgium and Luxembourg (EPC labels and regions follow from them). */
export const countryField = (): SelectField => ({
  name: 'countryId',
  label: ADDRESS.country,
  type: 'select',
  defaultValue: '10',
  options: [
    { label: ADDRESS.belgium, value: '10' },
    { label: ADDRESS.luxembourg, value: '50' },
  ],
})
