import { e, type Entry } from './entry'

/** Project detail and project cards: price list, prices, constructions (spec "Project list and detail"). */
export const projectTexts = {
  'project.priceFrom': { nl: 'Vanaf {price}', fr: 'À partir de {price}', en: 'From {price}' },
  'project.priceRange': { nl: '{min} tot {max}', fr: 'de {min} à {max}', en: '{min} to {max}' },

  'project.priceList': e('Prijslijst', 'Liste de prix', 'Price list'),
  'project.unit': e('Eenheid', 'Unité', 'Unit'),
  'project.status': e('Status', 'Statut', 'Status'),
  'project.floor': e('Verdieping', 'Étage', 'Floor'),
  'project.surface': e('Oppervlakte', 'Surface', 'Surface'),
  'project.bedrooms': e('Slaapkamers', 'Chambres', 'Bedrooms'),
  'project.price': e('Prijs', 'Prix', 'Price'),
  'project.viewShort': e('Bekijk', 'Voir', 'View'),
  'project.available': e('Beschikbaar', 'Disponible', 'Available'),
  'project.number': e('Projectnummer', 'Numéro de projet', 'Project number'),
  'project.delivery': e('Oplevering', 'Livraison', 'Delivery'),
  'project.types': e('Types', 'Types', 'Types'),
  'project.priceRangeLabel': e('Prijzen', 'Prix', 'Prices'),
  'project.constructions': e('Bouwwerken', 'Constructions', 'Constructions'),
  'project.similar': e('Andere projecten', 'Autres projets', 'Other projects'),
} as const satisfies Record<string, Entry>
