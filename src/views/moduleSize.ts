import type { Module } from '@/payload-types'

/** Items per row of a module's grid (spec "Module": numberItemOfRow, 1-6). */
export const perRowOf = (module: Module) => Math.min(6, Math.max(1, module.numberItemOfRow ?? 3))

/** Items a module shows, or per page when it pages (spec "Module": maxItems, 4 by default). */
export const itemLimitOf = (module: Module) => Math.max(1, module.maxItems ?? 4)
