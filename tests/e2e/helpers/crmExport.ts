import type { APIRequestContext } from '@playwright/test'

import type { CrmExport, CrmProperty } from '../../../crm/crm-format'

export interface SaleType {
  webId: number
  name: string
  showOrder: number
  sale: boolean
  rent: boolean
}

/** The first property type offered for sale, as the site's public API lists it. */
export async function firstSaleType(request: APIRequestContext): Promise<SaleType> {
  const response = await request.get('/api/property-types?depth=0&limit=1&sort=showOrder&where[sale][equals]=true')
  return ((await response.json()) as { docs: SaleType[] }).docs[0]
}

/** A sale listing in Lommel (3920) of `type`, in Dutch, as a CRM export row. */
export const lommelSale = (type: SaleType, row: Partial<CrmProperty> & Pick<CrmProperty, 'ID' | 'TypeDescription'>): CrmProperty => ({
  language: 'nl',
  Goal: 0,
  City: 'Lommel',
  Zip: '3920',
  WebID: type.webId,
  Marquee: 1,
  ...row,
})

/** A CRM export of `properties`, with `type` as its one property type and no towns or projects of its own. */
export const saleExport = (type: SaleType, properties: CrmProperty[]): CrmExport => ({
  webIDs: [
    { ID: type.webId, WebID: type.webId, Name: type.name, ShowOrder: type.showOrder, Sale: type.sale, Rent: type.rent, language: 'nl' },
  ],
  citys: [],
  citysSale: [],
  citysRent: [],
  neighbourhoods: [],
  projects: [],
  properties,
})
