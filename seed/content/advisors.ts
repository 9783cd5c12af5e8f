import type { SeedAdvisor } from './types'

export const advisors: SeedAdvisor[] = [
  {
    slug: 'jan',
    firstName: 'Jan',
    lastName: 'Peeters',
    email: 'jan@kempenvastgoed.be',
    phone: '0475123456',
    role: {
      nl: 'Zaakvoerder en vastgoedadviseur Lommel',
      fr: 'Gérant et conseiller immobilier à Lommel',
      en: 'Managing director and property adviser, Lommel',
    },
    bio: {
      nl: 'Jan startte Kempen Vastgoed in 2004 en kent elke straat van Lommel en Pelt. Hij begeleidt verkopers van de eerste schatting tot de akte.',
      fr: 'Jan a fondé Kempen Vastgoed en 2004 et connaît chaque rue de Lommel et de Pelt. Il accompagne les vendeurs de la première estimation jusqu’à l’acte.',
      en: 'Jan founded Kempen Vastgoed in 2004 and knows every street in Lommel and Pelt. He guides sellers from the first valuation to the deed.',
    },
  },
  {
    slug: 'els',
    firstName: 'Els',
    lastName: 'Vermeulen',
    email: 'els@kempenvastgoed.be',
    phone: '0476234567',
    role: { nl: 'Vastgoedadviseur Mol', fr: 'Conseillère immobilière à Mol', en: 'Property adviser, Mol' },
    bio: {
      nl: 'Els volgt alle verkopen in Mol, Balen en Dessel op. Ze is gespecialiseerd in gezinswoningen en nieuwbouwprojecten.',
      fr: 'Els suit toutes les ventes à Mol, Balen et Dessel. Elle est spécialisée dans les maisons familiales et les projets neufs.',
      en: 'Els handles every sale in Mol, Balen and Dessel. She specialises in family homes and new-build developments.',
    },
  },
  {
    slug: 'tom',
    firstName: 'Tom',
    lastName: 'Janssens',
    email: 'tom@kempenvastgoed.be',
    phone: '0477345678',
    role: { nl: 'Verhuur en beheer', fr: 'Location et gestion', en: 'Lettings and property management' },
    bio: {
      nl: 'Tom zoekt de juiste huurder voor uw eigendom en regelt huurcontract, waarborg en plaatsbeschrijving.',
      fr: 'Tom trouve le bon locataire pour votre bien et s’occupe du bail, de la garantie et de l’état des lieux.',
      en: 'Tom finds the right tenant for your property and arranges the lease, deposit and inventory.',
    },
  },
  {
    slug: 'sofie',
    firstName: 'Sofie',
    lastName: 'Claes',
    email: 'sofie@kempenvastgoed.be',
    phone: '0478456789',
    role: {
      nl: 'Vastgoedadviseur Geel en Herentals',
      fr: 'Conseillère immobilière à Geel et Herentals',
      en: 'Property adviser, Geel and Herentals',
    },
    bio: {
      nl: 'Sofie is uw aanspreekpunt in de Antwerpse Kempen. Ze combineert een scherpe marktkennis met een warme aanpak.',
      fr: 'Sofie est votre interlocutrice en Campine anversoise. Elle allie une connaissance pointue du marché à une approche chaleureuse.',
      en: 'Sofie is your contact in the Antwerp Kempen, combining sharp market knowledge with a warm approach.',
    },
  },
  {
    slug: 'pieter',
    firstName: 'Pieter',
    lastName: 'Wouters',
    email: 'pieter@kempenvastgoed.be',
    phone: '0479567890',
    role: { nl: 'Bedrijfsvastgoed', fr: 'Immobilier d’entreprise', en: 'Commercial property' },
    bio: {
      nl: 'Pieter adviseert ondernemers over handelspanden, kantoren en KMO-units in heel Limburg.',
      fr: 'Pieter conseille les entrepreneurs pour les commerces, bureaux et unités PME dans tout le Limbourg.',
      en: 'Pieter advises business owners on shops, offices and business units throughout Limburg.',
    },
  },
  {
    slug: 'lies',
    firstName: 'Lies',
    lastName: 'Mertens',
    email: 'lies@kempenvastgoed.be',
    phone: '0470678901',
    role: { nl: 'Vastgoedadviseur Peer en Bree', fr: 'Conseillère immobilière à Peer et Bree', en: 'Property adviser, Peer and Bree' },
    bio: {
      nl: 'Lies kent het Maasland en de Limburgse Kempen als geen ander en helpt kopers én verkopers met een eerlijke schatting.',
      fr: 'Lies connaît la Campine limbourgeoise comme personne et aide acheteurs et vendeurs avec une estimation honnête.',
      en: 'Lies knows the Limburg Kempen like no one else and helps buyers and sellers with an honest valuation.',
    },
  },
]
