import type { Tab } from 'payload'

import { dayField } from '../../fields/dates'

/** The EPC and its figures: the label follows from the value and the region. */
export const energyTab: Tab = {
  label: { en: 'Energy', nl: 'Energie', fr: 'Énergie' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'epcStatus',
          label: { en: 'EPC status', nl: 'EPC-status', fr: 'Statut PEB' },
          type: 'select',
          defaultValue: 'available',
          options: [
            { label: { en: 'Available', nl: 'Beschikbaar', fr: 'Disponible' }, value: 'available' },
            { label: { en: 'In application', nl: 'Aangevraagd', fr: 'En cours de demande' }, value: 'in-application' },
            { label: { en: 'Not applicable', nl: 'Niet van toepassing', fr: 'Non applicable' }, value: 'not-applicable' },
          ],
        },
        {
          name: 'epcUniqueCode',
          label: { en: 'EPC unique code', nl: 'EPC-certificaatnummer', fr: 'Code unique PEB' },
          type: 'text',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'energyPerformance',
          label: { en: 'EPC value (kWh/m²/year)', nl: 'EPC-waarde (kWh/m²/jaar)', fr: 'Valeur PEB (kWh/m²/an)' },
          type: 'number',
          admin: {
            description: {
              en: 'The label (A+…G) follows from this value and the region of the postal code.',
              nl: 'Het label (A+…G) volgt uit deze waarde en het gewest van de postcode.',
              fr: 'Le label (A+…G) découle de cette valeur et de la région du code postal.',
            },
          },
        },
        {
          name: 'energyTotal',
          label: { en: 'EPC total (kWh/year)', nl: 'EPC totaal (kWh/jaar)', fr: 'PEB total (kWh/an)' },
          type: 'number',
        },
        {
          name: 'epcLabelText',
          label: { en: 'EPC label text', nl: 'EPC-labeltekst', fr: 'Texte du label PEB' },
          type: 'text',
          admin: {
            description: {
              en: 'Luxembourg: the label as written on the certificate.',
              nl: 'Luxemburg: het label zoals op het certificaat.',
              fr: 'Luxembourg : le label tel qu’écrit sur le certificat.',
            },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'co2Emission',
          label: { en: 'CO2 emission (kg/m²/year)', nl: 'CO2-uitstoot (kg/m²/jaar)', fr: 'Émissions de CO2 (kg/m²/an)' },
          type: 'number',
        },
        { name: 'eLevel', label: { en: 'E-level', nl: 'E-peil', fr: 'Niveau E' }, type: 'number' },
      ],
    },
    {
      type: 'row',
      fields: [
        dayField('epcDate', { en: 'EPC certificate date', nl: 'Datum EPC-certificaat', fr: 'Date du certificat PEB' }),
        dayField('energyCertificateEndDate', {
          en: 'Energy certificate end date',
          nl: 'Einddatum energiecertificaat',
          fr: 'Date de fin du certificat énergétique',
        }),
      ],
    },
  ],
}
