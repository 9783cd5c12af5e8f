import type { Tab } from 'payload'

import { numberRow } from '../../fields'

/** Surfaces, rooms and parking, as the search filters and the detail page list them. */
export const surfacesTab: Tab = {
  label: { en: 'Surfaces & rooms', nl: 'Oppervlaktes & kamers', fr: 'Surfaces & pièces' },
  fields: [
    numberRow([
      ['surfaceTotal', { en: 'Total surface (m²)', nl: 'Totale oppervlakte (m²)', fr: 'Surface totale (m²)' }],
      ['surfaceGround', { en: 'Ground surface (m²)', nl: 'Grondoppervlakte (m²)', fr: 'Superficie du terrain (m²)' }],
      ['surfaceLiving', { en: 'Living surface (m²)', nl: 'Bewoonbare oppervlakte (m²)', fr: 'Surface habitable (m²)' }],
      ['surfaceConstructed', { en: 'Constructed surface (m²)', nl: 'Bebouwde oppervlakte (m²)', fr: 'Surface bâtie (m²)' }],
    ]),
    numberRow([
      ['surfaceTerrace', { en: 'Terrace (m²)', nl: 'Terras (m²)', fr: 'Terrasse (m²)' }],
      ['surfaceGarden', { en: 'Garden (m²)', nl: 'Tuin (m²)', fr: 'Jardin (m²)' }],
      ['surfaceOffice', { en: 'Office (m²)', nl: 'Kantoor (m²)', fr: 'Bureau (m²)' }],
      ['surfaceStore', { en: 'Store (m²)', nl: 'Winkel (m²)', fr: 'Commerce (m²)' }],
    ]),
    numberRow([
      ['plotWidth', { en: 'Plot width (m)', nl: 'Perceelbreedte (m)', fr: 'Largeur de la parcelle (m)' }],
      ['frontWidth', { en: 'Front width (m)', nl: 'Gevelbreedte (m)', fr: 'Largeur de façade (m)' }],
      ['floors', { en: 'Floors', nl: 'Verdiepingen', fr: 'Étages' }],
      ['facades', { en: 'Facades', nl: 'Gevels', fr: 'Façades' }],
    ]),
    {
      type: 'row',
      fields: [
        { name: 'bedrooms', label: { en: 'Bedrooms', nl: 'Slaapkamers', fr: 'Chambres' }, type: 'number', min: 0, index: true },
        { name: 'bathrooms', label: { en: 'Bathrooms', nl: 'Badkamers', fr: 'Salles de bains' }, type: 'number', min: 0 },
        { name: 'showerRooms', label: { en: 'Shower Rooms', nl: 'Douchekamers', fr: 'Salles de douche' }, type: 'number', min: 0 },
        { name: 'toilets', label: { en: 'Toilets', nl: 'Toiletten', fr: 'Toilettes' }, type: 'number', min: 0 },
      ],
    },
    numberRow([
      ['garages', { en: 'Garages', nl: 'Garages', fr: 'Garages' }],
      ['parkings', { en: 'Parkings', nl: 'Parkeerplaatsen', fr: 'Parkings' }],
      ['externalParkings', { en: 'External parkings', nl: 'Buitenparkeerplaatsen', fr: 'Parkings extérieurs' }],
    ]),
    numberRow([
      ['constructionYear', { en: 'Construction year', nl: 'Bouwjaar', fr: 'Année de construction' }],
      ['renovationYear', { en: 'Renovation year', nl: 'Renovatiejaar', fr: 'Année de rénovation' }],
    ]),
  ],
}
