import type { Tab } from 'payload'

import { checkboxRow, orientation } from '../../fields'

/** Connections, equipment and finishes. */
export const comfortTab: Tab = {
  label: { en: 'Comfort', nl: 'Comfort', fr: 'Confort' },
  fields: [
    checkboxRow([
      ['gas', { en: 'Gas', nl: 'Gas', fr: 'Gaz' }],
      ['water', { en: 'Water', nl: 'Water', fr: 'Eau' }],
      ['electricityConnection', { en: 'Electricity connection', nl: 'Aansluiting elektriciteit', fr: 'Raccordement électricité' }],
      ['drainConnection', { en: 'Drain connection', nl: 'Aansluiting riolering', fr: 'Raccordement à l’égout' }],
    ]),
    checkboxRow([
      ['lift', { en: 'Lift', nl: 'Lift', fr: 'Ascenseur' }],
      ['cellar', { en: 'Cellar', nl: 'Kelder', fr: 'Cave' }],
      ['attic', { en: 'Attic', nl: 'Zolder', fr: 'Grenier' }],
      ['furnished', { en: 'Furnished', nl: 'Gemeubeld', fr: 'Meublé' }],
    ]),
    checkboxRow([
      ['garden', { en: 'Garden', nl: 'Tuin', fr: 'Jardin' }],
      ['garage', { en: 'Garage', nl: 'Garage', fr: 'Garage' }],
      ['terrace', { en: 'Terrace', nl: 'Terras', fr: 'Terrasse' }],
    ]),
    {
      type: 'row',
      fields: [
        orientation('orientationTerrace', { en: 'Terrace orientation', nl: 'Oriëntatie terras', fr: 'Orientation de la terrasse' }),
        orientation('orientationGarden', { en: 'Garden orientation', nl: 'Oriëntatie tuin', fr: 'Orientation du jardin' }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'heating', label: { en: 'Heating', nl: 'Verwarming', fr: 'Chauffage' }, type: 'text', localized: true },
        { name: 'windowFrame', label: { en: 'Window Frame', nl: 'Schrijnwerk', fr: 'Châssis' }, type: 'text', localized: true },
        { name: 'glazing', label: { en: 'Glazing', nl: 'Beglazing', fr: 'Vitrage' }, type: 'text', localized: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'kitchen', label: { en: 'Kitchen', nl: 'Keuken', fr: 'Cuisine' }, type: 'text', localized: true },
        {
          name: 'roofMaterial',
          label: { en: 'Roof Material', nl: 'Dakbedekking', fr: 'Matériau de toiture' },
          type: 'text',
          localized: true,
        },
        {
          name: 'roofCondition',
          label: { en: 'Roof Condition', nl: 'Staat van het dak', fr: 'État de la toiture' },
          type: 'text',
          localized: true,
        },
      ],
    },
  ],
}
