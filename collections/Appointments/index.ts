import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { dayInBelgium } from '../../src/lib/belgianDay'
import { relationId } from '../../src/lib/relation'
import { releaseVisitSeat, visitSeatKey } from '../../src/limits/visitSeats'
import type { Appointment } from '../../src/payload-types'

import { staff, staffField, staffOrPropertyOwner } from '../access'
import { dayField } from '../fields/dates'
import { localeCode, propertyRelation, workflowStatus } from '../fields/records'

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
  // The seat's day is the Belgian day of the stored date: forms store noon UTC, the admin local midnight.
  return property?.externalId ? visitSeatKey(property.externalId, dayInBelgium(doc.date), doc.slot) : null
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

/** A visit appointment for a property; capacity is counted per property, day and slot (seats: src/limits/visitSeats.ts). */
export const Appointments: CollectionConfig = {
  slug: 'appointments',
  labels: {
    singular: { en: 'Appointment', nl: 'Afspraak', fr: 'Rendez-vous' },
    plural: { en: 'Appointments', nl: 'Afspraken', fr: 'Rendez-vous' },
  },
  admin: {
    useAsTitle: 'lastName',
    defaultColumns: ['date', 'slot', 'property', 'lastName', 'phone', 'status'],
    listSearchableFields: ['lastName', 'email'],
    group: ADMIN_GROUPS.leads,
    description: {
      en: 'Visit requests by date (earliest first) with their slot and property; confirm or cancel them here.',
      nl: 'Bezoekaanvragen op datum (vroegste eerst) met hun tijdvak en pand; bevestig of annuleer ze hier.',
      fr: 'Demandes de visite par date (la plus proche d’abord) avec leur créneau et leur bien ; confirmez-les ou annulez-les ici.',
    },
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
        propertyRelation({ required: true }),
        dayField('date', LABELS.date, { required: true, index: true }),
        {
          name: 'slot',
          label: { en: 'Slot', nl: 'Tijdvak', fr: 'Créneau' },
          type: 'select',
          required: true,
          options: [
            { label: { en: '10:00-13:00', nl: '10:00-13:00', fr: '10h00-13h00' }, value: '10-13' },
            { label: { en: '13:00-16:00', nl: '13:00-16:00', fr: '13h00-16h00' }, value: '13-16' },
            { label: { en: '16:00-19:00', nl: '16:00-19:00', fr: '16h00-19h00' }, value: '16-19' },
          ],
        },
      ],
    },
    workflowStatus('requested', [
      { label: { en: 'Requested', nl: 'Aangevraagd', fr: 'Demandé' }, value: 'requested' },
      { label: { en: 'Confirmed', nl: 'Bevestigd', fr: 'Confirmé' }, value: 'confirmed' },
      { label: { en: 'Cancelled', nl: 'Geannuleerd', fr: 'Annulé' }, value: 'cancelled' },
    ]),
    {
      type: 'row',
      fields: [
        { name: 'firstName', label: LABELS.firstName, type: 'text' },
        { name: 'lastName', label: LABELS.lastName, type: 'text', required: true },
        { name: 'email', label: LABELS.email, type: 'email', access: { read: staffField } },
        { name: 'phone', label: LABELS.phone, type: 'text', access: { read: staffField } },
      ],
    },
    { name: 'remark', label: LABELS.remark, type: 'textarea', access: { read: staffField } },
    localeCode(),
    { name: 'submission', label: { en: 'Submission', nl: 'Inzending', fr: 'Envoi' }, type: 'relationship', relationTo: 'submissions' },
  ],
}
