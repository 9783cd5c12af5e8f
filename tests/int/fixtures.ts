import type { Payload } from 'payload'

import { externalId, unique } from './helpers/payload'

/** Documents created as staff (overrideAccess) for the access and localization tests. */

export async function propertyType(payload: Payload) {
  return payload.create({
    collection: 'property-types',
    data: { name: unique('Type'), webId: externalId(), showOrder: 99, sale: true, rent: true },
  })
}

export async function property(payload: Payload, typeId: number, data: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'properties',
    locale: 'nl',
    data: {
      title: unique('Woning'),
      externalId: externalId(),
      goal: 'sale',
      zip: '3920',
      city: 'Lommel',
      price: 250000,
      type: typeId,
      published: true,
      ...data,
    } as never,
  })
}

export async function owner(payload: Payload) {
  return payload.create({
    collection: 'owners',
    data: { email: `${unique('owner')}@example.be`, password: 'Owner-Pass-123', firstName: 'Eva', lastName: 'Peeters' },
  })
}

export async function staffUser(payload: Payload, role: 'admin' | 'editor') {
  return payload.create({
    collection: 'users',
    data: { email: `${unique(role)}@kempenvastgoed.be`, password: 'Staff-Pass-123', name: role, roles: [role] },
  })
}
