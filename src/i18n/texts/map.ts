import { e, type Entry } from './entry'

/** The maps: the list screen's map view (issue 12 item 6) and the detail page's location map. */
export const mapTexts = {
  'list.map.label': e('Kaart van de zoekresultaten', 'Carte des résultats', 'Map of the results'),
  'list.map.unavailable': e(
    'De kaart kan nu niet laden. De lijst hieronder toont dezelfde panden.',
    'La carte ne peut pas se charger. La liste ci-dessous montre les mêmes biens.',
    'The map cannot load right now. The list below shows the same properties.',
  ),
  'list.map.cluster': e(
    '{count, plural, one {# pand} other {# panden}}',
    '{count, plural, one {# bien} other {# biens}}',
    '{count, plural, one {# property} other {# properties}}',
  ),
  'list.map.group': e(
    '{count, plural, one {# pand} other {# panden}} op deze plek',
    '{count, plural, one {# bien} other {# biens}} à cet endroit',
    '{count, plural, one {# property} other {# properties}} at this spot',
  ),
  'list.map.open': e('Bekijk dit pand', 'Voir ce bien', 'View this property'),
  'list.map.close': e('Sluiten', 'Fermer', 'Close'),
  'list.map.zoomIn': e('Inzoomen', 'Zoom avant', 'Zoom in'),
  'list.map.zoomOut': e('Uitzoomen', 'Zoom arrière', 'Zoom out'),
  'list.map.searchArea': e('Zoek in dit gebied', 'Rechercher dans cette zone', 'Search this area'),
  'list.map.clearArea': e('Gebied wissen', 'Effacer la zone', 'Clear area'),
  'list.map.inArea': e(
    'Alleen panden in het gekozen kaartgebied.',
    'Uniquement les biens de la zone choisie sur la carte.',
    'Only properties in the chosen map area.',
  ),
  'list.map.unlocated': e(
    '{count, plural, one {# pand heeft geen ligging en staat} other {# panden hebben geen ligging en staan}} alleen in de lijst.',
    '{count, plural, one {# bien n’a pas de localisation et ne figure} other {# biens n’ont pas de localisation et ne figurent}} que dans la liste.',
    '{count, plural, one {# property has no location and is} other {# properties have no location and are}} only in the list.',
  ),
  'detail.map.unavailable': e(
    'De kaart kan nu niet laden. Ligging: {place}.',
    'La carte ne peut pas se charger. Situation : {place}.',
    'The map cannot load right now. Location: {place}.',
  ),
} as const satisfies Record<string, Entry>
