import type { Entry } from './entry'

/** Property search box and list screens (spec "Property search box", "Screens implied by interface texts"). */
export const searchTexts = {
  'search.title': { nl: 'Zoek een pand', fr: 'Chercher un bien', en: 'Find a property' },
  'search.goal': { nl: 'Ik wil', fr: 'Je veux', en: 'I want to' },
  'search.any': { nl: 'Alle', fr: 'Tous', en: 'Any' },
  'search.chosen': { nl: '{count} gekozen', fr: '{count} choisis', en: '{count} selected' },
  'search.filterCities': { nl: 'Filter gemeenten', fr: 'Filtrer les communes', en: 'Filter towns' },
  'search.filterTypes': { nl: 'Filter types', fr: 'Filtrer les types', en: 'Filter types' },
  'search.priceAny': { nl: 'Alle prijzen', fr: 'Tous les prix', en: 'Any price' },
  'search.priceFromTo': { nl: '{min} tot {max}', fr: 'de {min} à {max}', en: '{min} to {max}' },
  'search.needFilter': { nl: 'Kies een gemeente, een type of een maximumprijs.', fr: 'Choisissez une commune, un type ou un prix maximum.', en: 'Choose a town, a type or a maximum price.' },
  'search.clear': { nl: 'Wissen', fr: 'Effacer', en: 'Clear' },
  'search.done': { nl: 'Klaar', fr: 'OK', en: 'Done' },
  'list.loading': { nl: 'Resultaten laden…', fr: 'Chargement des résultats…', en: 'Loading results…' },
  'list.results': { nl: 'Zoekresultaten', fr: 'Résultats de recherche', en: 'Search results' },
  'list.sort.asc': { nl: '{key} oplopend', fr: '{key} croissant', en: '{key} ascending' },
  'list.sort.desc': { nl: '{key} aflopend', fr: '{key} décroissant', en: '{key} descending' },
  'list.view.label': { nl: 'Weergave', fr: 'Affichage', en: 'View' },
  'list.map.label': { nl: 'Kaart van de zoekresultaten', fr: 'Carte des résultats', en: 'Map of the results' },
  'list.map.unavailable': { nl: 'De kaart kan nu niet laden. De lijst hieronder toont dezelfde panden.', fr: 'La carte ne peut pas se charger. La liste ci-dessous montre les mêmes biens.', en: 'The map cannot load right now. The list below shows the same properties.' },
  'list.map.cluster': { nl: '{count} panden', fr: '{count} biens', en: '{count} properties' },
  'list.map.open': { nl: 'Bekijk dit pand', fr: 'Voir ce bien', en: 'View this property' },
} as const satisfies Record<string, Entry>
