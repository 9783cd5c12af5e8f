import type { Block, CollectionConfig, DateField, Field, GlobalConfig, Tab } from 'payload'

import type { AdminText } from '../../src/i18n/admin/adminText'

/**
 * Dates as staff read them in Belgium (issue 36, point 3): 28-11-2026 and 14:05, never "November 28th
 * 2026, 12:36 AM". `admin.dateFormat` (payload.config.ts) is what lists, version lists and the sidebar's
 * created/updated dates show; a date field's own picker and list cell read its `admin.date`, whose
 * defaults in Payload 3.90 are American (MM/dd/yyyy, h:mm aa), so every date field gets ours unless it
 * names its own.
 */
export const BELGIAN_DATE = 'dd-MM-yyyy'
export const BELGIAN_TIME = 'HH:mm'
export const BELGIAN_DATE_TIME = `${BELGIAN_DATE} ${BELGIAN_TIME}`

type DatePickerConfig = NonNullable<NonNullable<DateField['admin']>['date']>

/** A date field's picker settings with the Belgian formats filled in where the field names none. */
export function belgianDatePicker(date: DatePickerConfig = {}): DatePickerConfig {
  const appearance = date.pickerAppearance ?? 'default'
  const withTime = appearance === 'dayAndTime' || appearance === 'timeOnly'
  const displayFormat = appearance === 'dayAndTime' ? BELGIAN_DATE_TIME : appearance === 'timeOnly' ? BELGIAN_TIME : BELGIAN_DATE
  // Month pickers show the month's name, as Payload does.
  if (appearance === 'monthOnly') return date
  return {
    ...date,
    displayFormat: date.displayFormat ?? displayFormat,
    ...(withTime ? { timeFormat: (date as { timeFormat?: string }).timeFormat ?? BELGIAN_TIME } : {}),
  } as DatePickerConfig
}

const inBlock = (block: Block | string): Block | string =>
  typeof block === 'string' ? block : { ...block, fields: belgianDates(block.fields) }

/** The fields, with every date field (in rows, tabs, groups, arrays and blocks too) given Belgian formats. */
export function belgianDates(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'date') return { ...field, admin: { ...field.admin, date: belgianDatePicker(field.admin?.date) } }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab): Tab => ({ ...tab, fields: belgianDates(tab.fields) })) }
    if (field.type === 'blocks') return { ...field, blocks: field.blocks.map((block) => inBlock(block) as Block) }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: belgianDates(field.fields) } as Field
    return field
  })
}

/** A collection or global with Belgian date formats (payload.config.ts applies it to all). */
export const withBelgianDates = <T extends CollectionConfig | GlobalConfig>(entity: T): T => ({
  ...entity,
  fields: belgianDates(entity.fields),
})

/** A day without a time (a certificate's date, an availability), picked and shown the Belgian way. */
export const dayField = (name: string, label: AdminText, options: Pick<DateField, 'index' | 'admin' | 'required'> = {}): DateField => ({
  name,
  label,
  type: 'date',
  ...options,
  admin: { ...options.admin, date: { pickerAppearance: 'dayOnly', displayFormat: BELGIAN_DATE } },
})
