import type { RowField, SelectField } from 'payload'

import { same } from '../../src/i18n/admin/adminText'
import { COLUMN_SIZES } from '../../src/i18n/admin/labels'

type Breakpoint = keyof typeof COLUMN_SIZES
type Size = `${number}`

const TWELFTHS = Array.from({ length: 12 }, (_, i) => ({ label: same(String(i + 1)), value: String(i + 1) }))

/** How many of the grid's 12 columns a module or footer column takes at one breakpoint (src/lib/moduleLayout.ts). */
export const columnSize = (name: Breakpoint, defaultValue: Size): SelectField => ({
  name,
  label: COLUMN_SIZES[name],
  type: 'select',
  defaultValue,
  options: TWELFTHS,
})

/** The widths at the small, medium and large breakpoints, side by side. */
export const columnSizeRow = (sizes: Record<Breakpoint, Size>): RowField => ({
  type: 'row',
  fields: [columnSize('sm', sizes.sm), columnSize('md', sizes.md), columnSize('lg', sizes.lg)],
})
