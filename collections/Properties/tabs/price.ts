import type { Tab } from 'payload'

import { numberRow } from '../../fields'
import { priceFieldAccess } from '../../hooks/publicPrice'
import { PRICE_FIELDS } from '../../../src/listings/publicPrice'

/** The price and the figures derived from it: read by staff, the listing's owner, and the public when published. */
const priceAccess = { fields: PRICE_FIELDS, read: priceFieldAccess }

/** The asking price and what buying costs besides; read like the price itself. */
export const priceTab: Tab = {
  label: { en: 'Price & costs', nl: 'Prijs & kosten', fr: 'Prix & frais' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          label: { en: 'Price', nl: 'Prijs', fr: 'Prix' },
          type: 'number',
          min: 0,
          index: true,
          access: { read: priceFieldAccess },
          admin: {
            description: {
              en: 'Sale price, or the monthly rent for a rental (euro).',
              nl: 'Verkoopprijs, of de maandelijkse huurprijs bij verhuur (euro).',
              fr: 'Prix de vente, ou le loyer mensuel pour une location (euro).',
            },
            components: { Cell: '/src/admin/lists/PropertyCells#PriceCell' },
          },
        },
        {
          name: 'publishPrice',
          label: { en: 'Publish Price', nl: 'Prijs publiceren', fr: 'Publier le prix' },
          type: 'checkbox',
          defaultValue: true,
          admin: {
            description: {
              en: 'Off: the site shows "price on request".',
              nl: 'Uit: de site toont "prijs op aanvraag".',
              fr: 'Désactivé : le site affiche « prix sur demande ».',
            },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'priceUnit',
          label: { en: 'Price Unit', nl: 'Prijseenheid', fr: 'Unité de prix' },
          type: 'number',
          admin: {
            description: {
              en: 'CRM price unit; 7 = "starting from" (shown before the price).',
              nl: 'CRM-prijseenheid; 7 = "vanaf" (getoond voor de prijs).',
              fr: 'Unité de prix du CRM ; 7 = « à partir de » (affiché avant le prix).',
            },
          },
        },
        {
          name: 'priceUnitText',
          label: { en: 'Price Unit Text', nl: 'Tekst prijseenheid', fr: 'Texte de l’unité de prix' },
          type: 'text',
          localized: true,
        },
      ],
    },
    numberRow(
      [
        ['cadastralIncome', { en: 'Cadastral income', nl: 'Kadastraal inkomen', fr: 'Revenu cadastral' }],
        ['registrationRight', { en: 'Registration right', nl: 'Registratierechten', fr: 'Droits d’enregistrement' }],
        ['vatValue', { en: 'VAT', nl: 'Btw', fr: 'TVA' }],
      ],
      priceAccess,
    ),
    numberRow(
      [
        ['notaryFeeExVat', { en: 'Notary fee (excl. VAT)', nl: 'Notariskosten (excl. btw)', fr: 'Frais de notaire (hors TVA)' }],
        ['notaryFeeIncVat', { en: 'Notary fee (incl. VAT)', nl: 'Notariskosten (incl. btw)', fr: 'Frais de notaire (TVA comprise)' }],
        ['agencyCost', { en: 'Agency cost', nl: 'Makelaarskosten', fr: 'Frais d’agence' }],
        [
          'totalCost',
          { en: 'Total cost', nl: 'Totale kostprijs', fr: 'Coût total' },
          { en: 'Estimated total for the buyer.', nl: 'Geschat totaal voor de koper.', fr: 'Total estimé pour l’acheteur.' },
        ],
      ],
      priceAccess,
    ),
    {
      // Written by the recordPriceHistory hook only; read like the price itself (src/listings/priceHistory.ts).
      name: 'priceHistory',
      label: { en: 'Price history', nl: 'Prijsgeschiedenis', fr: 'Historique des prix' },
      type: 'json',
      access: { read: priceFieldAccess },
      admin: {
        readOnly: true,
        description: {
          en: 'Each public asking price with the date it was first shown, oldest first. Kept by the site on every save and import.',
          nl: 'Elke getoonde vraagprijs met de datum waarop ze voor het eerst getoond werd, de oudste eerst. De site houdt dit bij bij elke bewaring en import.',
          fr: 'Chaque prix demandé affiché, avec la date de sa première publication, du plus ancien au plus récent. Tenu par le site à chaque enregistrement et import.',
        },
      },
    },
  ],
}
