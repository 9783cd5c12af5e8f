import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

import type { Appointment } from '../../src/payload-types'
import { appointmentDay, releaseVisitSeat, visitSeatKey } from './seats'
import { relationId } from '../../src/lib/relation'

import { staff, staffField, staffOrPropertyOwner } from '../access'

export { VISIT_SLOTS } from './slots'

/** The seat key of an appointment that holds one (not cancelled), or null. */
async function heldSeat(doc: Appointment | undefined, req: PayloadRequest): Promise<string | null> {
  if (!doc || doc.status === 'cancelled' || !doc.date || !doc.slot) return null
  const propertyId = relationId(doc.property)
  if (propertyId === null) return null
  const property = await req.payload.findByID({
    collection: 'properties',
    id: propertyId,
    depth: 0,
    overrideAccess: true,
    req,
    select: { externalId: true },
    disableErrors: true,
  })
  return property?.externalId ? visitSeatKey(property.externalId, appointmentDay(doc.date), doc.slot) : null
}

/**
 * Staff cancel (or delete, or move) an appointment: its seat of the slot is given back, so a visitor
 * can book it again. Restoring or moving into a slot takes no seat (staff may overbook on purpose);
 * the form still counts every appointment that is not cancelled.
 */
const releaseSeatOnCancel: CollectionAfterChangeHook<Appointment> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const before = await heldSeat(previousDoc, req)
  if (before && before !== (await heldSeat(doc, req))) await releaseVisitSeat(req.payload, before, relationId(doc.submission), req)
  return doc
}

const releaseSeatOnDelete: CollectionAfterDeleteHook<Appointment> = async ({ doc, req }) => {
  const held = await heldSeat(doc, req)
  if (held) await releaseVisitSeat(req.payload, held, relationId(doc.submission), req)
  return doc
}

/** A visit appointment for a property; capacity is counted per property, day and slot (seats: src/forms/visit/seats.ts). */
export const Appointments: CollectionConfig = {
  slug: 'appointments',
  admin: {
    useAsTitle: 'lastName',
    defaultColumns: ['date', 'slot', 'property', 'lastName', 'phone', 'status'],
    listSearchableFields: ['lastName', 'email'],
    group: 'Leads',
    description: 'Visit requests by date (earliest first) with their slot and property; confirm or cancel them here.',
  },
  // By date, earliest first: the agenda of visits to confirm.
  defaultSort: 'date',
  hooks: { afterChange: [releaseSeatOnCancel], afterDelete: [releaseSeatOnDelete] },
  access: { read: staffOrPropertyOwner, create: staff, update: staff, delete: staff },
  indexes: [{ fields: ['property', 'date', 'slot'] }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
        {
          name: 'date',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
        },
        {
          name: 'slot',
          type: 'select',
          required: true,
          options: [
            { label: '10:00-13:00', value: '10-13' },
            { label: '13:00-16:00', value: '13-16' },
            { label: '16:00-19:00', value: '16-19' },
          ],
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'requested',
      index: true,
      options: [
        { label: 'Requested', value: 'requested' },
        { label: 'Confirmed', value: 'confirmed' },
        { label: 'Cancelled', value: 'cancelled' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text', required: true },
        { name: 'email', type: 'email', access: { read: staffField } },
        { name: 'phone', type: 'text', access: { read: staffField } },
      ],
    },
    { name: 'remark', type: 'textarea', access: { read: staffField } },
    { name: 'locale', type: 'text' },
    { name: 'submission', type: 'relationship', relationTo: 'submissions' },
  ],
}
