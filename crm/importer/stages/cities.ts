import type { CrmCity } from '../../crm-format'
import { DEFAULT_LOCALE } from '../../../src/i18n/locales'
import { existingBy, upsert } from '../upsert'
import type { ImportRun } from '../run'
import { cityRow, reasonOf } from '../validate'

type Town = { name: string; zip: string; countryId?: number; lat: number[]; lng: number[] }

const townKey = (zip: string | number, name: string) => `${zip}|${name.trim().toLowerCase()}`
const mean = (values: number[]) => (values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 1e5) / 1e5 : undefined)

/** Stage 2: cities: the three city lists plus every town a listing is in, keyed by zip and name. */
export async function importCities(run: ImportRun): Promise<void> {
  const { payload, report, progress } = run
  const towns = collectTowns(run)
  const existingCities = await existingBy(payload, 'cities', (d) => townKey(String(d.zip), String(d.name)), { zip: true, name: true })
  let townsDone = 0
  for (const [key, town] of towns) {
    await upsert(
      payload,
      'cities',
      existingCities,
      key,
      {
        name: town.name,
        zip: town.zip,
        countryId: town.countryId ? String(town.countryId) : '10',
        latitude: mean(town.lat),
        longitude: mean(town.lng),
      },
      {},
      report.cities,
    )
    progress('cities', ++townsDone, towns.size)
  }
}

/** The towns of the city lists (an invalid row is reported), then the listings' towns with their coordinates. */
function collectTowns({ crm, rows, report }: ImportRun): Map<string, Town> {
  const cityLists: Array<[string, CrmCity[] | undefined]> = [
    ['citys', crm.citys],
    ['citysSale', crm.citysSale],
    ['citysRent', crm.citysRent],
  ]
  const towns = new Map<string, Town>()
  for (const [list, cities] of cityLists) {
    ;(cities ?? []).forEach((row, index) => {
      const result = cityRow.safeParse(row)
      if (!result.success) {
        report.invalid.push({ list, position: index + 1, id: row?.Name, reason: reasonOf(result.error) })
        return
      }
      const key = townKey(row.Zip, row.Name)
      if (!towns.has(key)) towns.set(key, { name: row.Name.trim(), zip: String(row.Zip), countryId: row.CountryID, lat: [], lng: [] })
    })
  }
  for (const { row } of rows.properties) {
    // A listing without a municipality adds no town.
    if (row.language !== DEFAULT_LOCALE || !row.City?.trim()) continue
    const key = townKey(row.Zip, row.City)
    const town = towns.get(key) ?? { name: row.City.trim(), zip: String(row.Zip), countryId: row.CountryID, lat: [], lng: [] }
    if (typeof row.Latitude === 'number' && typeof row.Longitude === 'number') {
      town.lat.push(row.Latitude)
      town.lng.push(row.Longitude)
    }
    towns.set(key, town)
  }
  return towns
}
