/**
 * The floor column of a project's price list shows only when a unit has a floor: a column of dashes
 * says nothing (issue 19).
 */
export function priceListShowsFloor(units: ReadonlyArray<{ floors?: number | null }>): boolean {
  return units.some((unit) => typeof unit.floors === 'number')
}
