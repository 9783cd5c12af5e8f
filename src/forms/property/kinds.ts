/** The forms of a property's detail page. */
export type PropertyFormKind = 'visit' | 'info' | 'documents' | 'friend' | 'offer' | 'rental'

/** Which forms a property offers: an offer for a sale, an application for a rental. */
export const formsFor = (goal: 'sale' | 'rent'): PropertyFormKind[] => [
  'visit',
  'info',
  'documents',
  'friend',
  goal === 'sale' ? 'offer' : 'rental',
]
