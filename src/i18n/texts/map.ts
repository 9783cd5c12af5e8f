import type { Entry } from './entry'

const e = (nl: string, fr: string, en: string): Entry => ({ nl, fr, en })

/** The maps: the list screen's map view (issue 12 item 6) and the detail page's location map. */
export const mapTexts = {
  'list.map.label': e('Kaart van de zoekresultaten', 'Carte des résultats', 'Map of the results'),
  'list.map.unavailable': e(
    'De kaart kan nu niet laden. De lijst hieronder toont dezelfde panden.',
    'La carte ne peut pas se charger. La liste ci-dessous montre les mêmes biens.',
    'The map cannot load right now. The list below shows the same properties.',
  ),
  'list.map.cluster': e('{count} panden', '{count} biens', '{count} properties'),
  'list.map.group': e('{count} panden op deze plek', '{count} biens à cet endroit', '{count} properties at this spot'),
  'list.map.open': e('Bekijk dit pand', 'Voir ce bien', 'View this property'),
  'list.map.close': e('Sluiten', 'Fermer', 'Close'),
  'list.map.zoomIn': e('Inzoomen', 'Zoom avant', 'Zoom in'),
  'list.map.zoomOut': e('Uitzoomen', 'Zoom arrière', 'Zoom out'),
  'list.map.searchArea': e('Zoek in dit gebied', 'Rechercher dans cette zone', 'Search this area'),
  'list.map.clearArea': e('Gebied wissen', 'Effacer la zone', 'Clear area'),
  'list.map.inArea': e('Alleen panden in het gekozen kaartgebied.', 'Uniquement les biens de la zone choisie sur la carte.', 'Only properties in the chosen map area.'),
  'list.map.unlocated': e(
    '{count} van de panden hebben geen ligging en staan alleen in de lijst.',
    '{count} des biens n’ont pas de localisation et ne figurent que dans la liste.',
    '{count} of the properties have no location and are only in the list.',
  ),
  'detail.map.unavailable': e('De kaart kan nu niet laden. Ligging: {place}.', 'La carte ne peut pas se charger. Situation : {place}.', 'The map cannot load right now. Location: {place}.'),
} as const satisfies Record<string, Entry>
