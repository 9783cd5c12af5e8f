import type { Tab } from 'payload'

import { numberRow } from '../../fields'

/** A sale as a life annuity (viager). */
export const annuityTab: Tab = {
  label: { en: 'Life annuity', nl: 'Lijfrente', fr: 'Viager' },
  fields: [
    {
      name: 'lifeAnnuity',
      type: 'checkbox',
      label: { en: 'Sold as life annuity (viager)', nl: 'Verkocht op lijfrente', fr: 'Vendu en viager' },
    },
    numberRow([
      ['annuityBouquet', { en: 'Bouquet (lump sum)', nl: 'Boeket (eenmalig bedrag)', fr: 'Bouquet (somme unique)' }],
      ['annuityMonthly', { en: 'Monthly annuity', nl: 'Maandelijkse rente', fr: 'Rente mensuelle' }],
    ]),
    {
      name: 'annuitantAges',
      type: 'text',
      label: {
        en: 'Age(s) of the annuitant(s)',
        nl: 'Leeftijd(en) van de lijfrentetrekker(s)',
        fr: 'Âge(s) du/des crédirentier(s)',
      },
    },
  ],
}
