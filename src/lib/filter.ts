/** Spec section 5: select filters ignore accents and case ("geel" finds "Geel", "liege" finds "Liège"). */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
}

export function matchesFilter(label: string, query: string): boolean {
  const q = foldText(query)
  return q === '' || foldText(label).includes(q)
}
