/**
 * The towns and types of the search box and the list filters, as they travel to the client (spec
 * "Property search box": towns and types with their counts per goal).
 *
 * Each town or type is one tuple with both goals' counts, not an object in a list per goal: the home
 * page's search box carried every town twice (sale and rent) with its property names spelled out,
 * a large share of the page's embedded payload for a list that shows only when opened (issue 16.4). The
 * tuples keep the order of the source (towns by name, types by the staff's order).
 */

export type Goal = 'sale' | 'rent'

/** An option of a town or type select. */
export interface SearchOption {
  value: string
  label: string
  count: number
}

/** value, label, the count for sale and for rent; null: not offered for that goal. */
export type SearchChoice = readonly [value: string, label: string, sale: number | null, rent: number | null]

export interface SearchChoices {
  cities: SearchChoice[]
  types: SearchChoice[]
}

const GOAL_COLUMN = { sale: 2, rent: 3 } as const

/** The options one goal offers, in the source's order. */
export function choicesFor(choices: readonly SearchChoice[], goal: Goal): SearchOption[] {
  const column = GOAL_COLUMN[goal]
  const options: SearchOption[] = []
  for (const choice of choices) {
    const count = choice[column]
    if (count !== null) options.push({ value: choice[0], label: choice[1], count })
  }
  return options
}

/** Whether `value` is one of the options of `goal` (switching goals keeps only those). */
export function offers(choices: readonly SearchChoice[], goal: Goal, value: string): boolean {
  const column = GOAL_COLUMN[goal]
  return choices.some((choice) => choice[0] === value && choice[column] !== null)
}

/** A town is offered for a goal while it has listings for it; a town with none for either is left out. */
export function townChoice(value: string, label: string, counts: Record<Goal, number>): SearchChoice | null {
  const sale = counts.sale > 0 ? counts.sale : null
  const rent = counts.rent > 0 ? counts.rent : null
  return sale === null && rent === null ? null : [value, label, sale, rent]
}

/** A type is offered for the goals staff marked it for, also while it has no listings (count 0). */
export function typeChoice(
  value: string,
  label: string,
  offered: Record<Goal, boolean>,
  counts: Record<Goal, number>,
): SearchChoice | null {
  const sale = offered.sale ? counts.sale : null
  const rent = offered.rent ? counts.rent : null
  return sale === null && rent === null ? null : [value, label, sale, rent]
}
