import type { Tab } from 'payload'

import { dayField } from '../../fields/dates'
import { numberRow } from '../../fields'

/** What a rental adds: charges, deposit, availability and who may rent. */
export const rentTab: Tab = {
  label: { en: 'Rent', nl: 'Huur', fr: 'Location' },
  admin: {
    description: {
      en: 'Only for rentals (goal rent); the price field holds the monthly rent.',
      nl: 'Alleen voor verhuur (doel te huur); het prijsveld bevat de maandhuur.',
      fr: 'Uniquement pour les locations (objectif à louer) ; le champ prix contient le loyer mensuel.',
    },
  },
  fields: [
    numberRow([
      ['chargesRenter', { en: 'Charges renter (per month)', nl: 'Kosten huurder (per maand)', fr: 'Charges locataire (par mois)' }],
      ['chargesOwner', { en: 'Charges owner (per month)', nl: 'Kosten eigenaar (per maand)', fr: 'Charges propriétaire (par mois)' }],
      ['depositMonths', { en: 'Deposit (months of rent)', nl: 'Huurwaarborg (maanden huur)', fr: 'Garantie locative (mois de loyer)' }],
    ]),
    {
      type: 'row',
      fields: [
        {
          name: 'availability',
          label: { en: 'Availability', nl: 'Beschikbaarheid', fr: 'Disponibilité' },
          type: 'select',
          options: [
            { label: { en: 'Immediately', nl: 'Onmiddellijk', fr: 'Immédiatement' }, value: 'immediately' },
            { label: { en: 'By agreement', nl: 'In overleg', fr: 'À convenir' }, value: 'by-agreement' },
            { label: { en: 'At the deed', nl: 'Bij akte', fr: 'À l’acte' }, value: 'at-deed' },
            { label: { en: 'From a date', nl: 'Vanaf een datum', fr: 'À partir d’une date' }, value: 'from-date' },
          ],
        },
        dayField('availableFrom', { en: 'Available From', nl: 'Beschikbaar vanaf', fr: 'Disponible à partir du' }),
        {
          name: 'inventory',
          type: 'checkbox',
          label: { en: 'Inventory (plaatsbeschrijving)', nl: 'Plaatsbeschrijving', fr: 'État des lieux' },
        },
      ],
    },
    numberRow([
      [
        'minimumIncome',
        { en: 'Minimum monthly income', nl: 'Minimum maandinkomen', fr: 'Revenu mensuel minimum' },
        {
          en: 'Stated in the visit confirmation of a rental.',
          nl: 'Vermeld in de bevestiging van een bezoek aan een huurpand.',
          fr: 'Mentionné dans la confirmation de visite d’une location.',
        },
      ],
      ['maximumPersons', { en: 'Maximum persons', nl: 'Maximum aantal personen', fr: 'Nombre maximum de personnes' }],
    ]),
  ],
}
