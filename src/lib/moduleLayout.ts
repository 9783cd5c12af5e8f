/**
 * Where a page's modules go (spec "Module": position = contentRow, and sort). A page is a stack of
 * content rows, lowest number first; the modules of one row stand side by side, each as wide as its
 * columns per breakpoint, ordered by sort (lowest first). Equal numbers keep the order of the page's
 * module list, so a page whose modules all have row 0 and sort 0 shows exactly that list.
 */
export interface ModulePlacement {
  /** Content row (the spec's position / contentRow). */
  position?: number | null
  sort?: number | null
}

export interface PlacedModule<M> {
  module: M
  row: number
  /** First module of a row other than the first: it starts on a new line of the page grid. */
  newRow: boolean
}

const numberOr0 = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

export function arrangeModules<M extends ModulePlacement>(modules: readonly M[]): PlacedModule<M>[] {
  const ordered = modules
    .map((module, index) => ({ module, index, row: numberOr0(module.position), sort: numberOr0(module.sort) }))
    .sort((a, b) => a.row - b.row || a.sort - b.sort || a.index - b.index)
  return ordered.map(({ module, row }, i) => ({ module, row, newRow: i > 0 && row !== ordered[i - 1].row }))
}
