import type { Text3 } from './types'

export const topBarItems: Array<{ label: Text3; link: Text3 | null; icon: 'phone' | 'mail' | 'calculator' | 'clock' }> = [
  {
    label: { nl: '011 54 32 10', fr: '011 54 32 10', en: '+32 11 54 32 10' },
    link: { nl: 'tel:+3211543210', fr: 'tel:+3211543210', en: 'tel:+3211543210' },
    icon: 'phone',
  },
  {
    label: { nl: 'info@kempenvastgoed.be', fr: 'info@kempenvastgoed.be', en: 'info@kempenvastgoed.be' },
    link: { nl: 'mailto:info@kempenvastgoed.be', fr: 'mailto:info@kempenvastgoed.be', en: 'mailto:info@kempenvastgoed.be' },
    icon: 'mail',
  },
  {
    label: { nl: 'Gratis schatting', fr: 'Estimation gratuite', en: 'Free valuation' },
    link: { nl: '/nl/gratis-schatting/', fr: '/fr/estimation-gratuite/', en: '/en/free-valuation/' },
    icon: 'calculator',
  },
  {
    label: { nl: 'Ma-vr 9-18 u, za 10-13 u', fr: 'Lu-ve 9-18 h, sa 10-13 h', en: 'Mon-Fri 9am-6pm, Sat 10am-1pm' },
    link: null,
    icon: 'clock',
  },
]

export const footerColumns: Array<{ title: Text3; introText: Text3; fullText?: Text3 }> = [
  {
    title: { nl: 'Kempen Vastgoed', fr: 'Kempen Vastgoed', en: 'Kempen Vastgoed' },
    introText: {
      nl: 'Uw erkend vastgoedmakelaar in Noord-Limburg en de Antwerpse Kempen.',
      fr: 'Votre agent immobilier agréé dans le nord du Limbourg et la Campine anversoise.',
      en: 'Your licensed estate agent in North Limburg and the Antwerp Kempen.',
    },
  },
  {
    title: { nl: 'Kantoor Lommel', fr: 'Agence de Lommel', en: 'Lommel office' },
    introText: {
      nl: 'Stationsstraat 42, 3920 Lommel\n011 54 32 10',
      fr: 'Stationsstraat 42, 3920 Lommel\n011 54 32 10',
      en: 'Stationsstraat 42, 3920 Lommel\n+32 11 54 32 10',
    },
  },
  {
    title: { nl: 'Kantoor Mol', fr: 'Agence de Mol', en: 'Mol office' },
    introText: {
      nl: 'Markt 18, 2400 Mol\n014 31 22 40',
      fr: 'Markt 18, 2400 Mol\n014 31 22 40',
      en: 'Markt 18, 2400 Mol\n+32 14 31 22 40',
    },
  },
  {
    title: { nl: 'Openingsuren', fr: 'Heures d’ouverture', en: 'Opening hours' },
    introText: {
      nl: 'Maandag tot vrijdag 9-18 u\nZaterdag 10-13 u',
      fr: 'Lundi au vendredi 9-18 h\nSamedi 10-13 h',
      en: 'Monday to Friday 9am-6pm\nSaturday 10am-1pm',
    },
  },
]

export const copyright: Text3 = {
  nl: '© 2026 Kempen Vastgoed bv – BIV 512.345 – BTW BE 0712.345.630',
  fr: '© 2026 Kempen Vastgoed srl – IPI 512.345 – TVA BE 0712.345.630',
  en: '© 2026 Kempen Vastgoed BV – BIV 512.345 – VAT BE 0712.345.630',
}

export const popup: { title: Text3; description: Text3; linkLabel: Text3; link: Text3 } = {
  title: { nl: 'Wat is uw woning waard?', fr: 'Que vaut votre bien ?', en: 'What is your home worth?' },
  description: {
    nl: 'Vraag een gratis en vrijblijvende schatting aan bij onze adviseurs.',
    fr: 'Demandez une estimation gratuite et sans engagement à nos conseillers.',
    en: 'Ask our advisers for a free, no-obligation valuation.',
  },
  linkLabel: { nl: 'Gratis schatting aanvragen', fr: 'Demander une estimation', en: 'Request a valuation' },
  link: { nl: '/nl/gratis-schatting/', fr: '/fr/estimation-gratuite/', en: '/en/free-valuation/' },
}

export const organisation = {
  name: 'Kempen Vastgoed',
  legalName: 'Kempen Vastgoed bv',
  vatNumber: 'BE 0712.345.630',
  bivNumber: '512.345',
  // The legal notices of a Belgian agency (globals/SiteSettings.ts "Legal notices"). The company number
  // passes the KBO check (07123456 mod 97 = 67, 97 − 67 = 30; src/lib/belgianIds.ts), the BIV number is six
  // digits. Every agent on the BIV register is insured for professional liability and surety under the
  // BIV's group policy with AXA Belgium, number 730.390.160, the mention the BIV itself gives as the example
  // (https://www.biv.be/kb/themes/beroep/website/wat-je-op-je-website-moet-en-mag-vermelden).
  bivTitles: ['broker'] as Array<'broker' | 'syndic'>,
  titleCountry: 'BE' as const,
  supervisor: {
    name: {
      nl: 'Beroepsinstituut van Vastgoedmakelaars (BIV)',
      fr: 'Institut professionnel des agents immobiliers (IPI)',
      en: 'Professional Institute of Real Estate Agents (BIV)',
    } as Text3,
    address: {
      nl: 'Luxemburgstraat 16 B, 1000 Brussel',
      fr: 'Rue de Luxembourg 16 B, 1000 Bruxelles',
      en: 'Luxemburgstraat 16 B, 1000 Brussels',
    } as Text3,
    website: { nl: 'https://www.biv.be', fr: 'https://www.ipi.be', en: 'https://www.biv.be' } as Text3,
  },
  insurer: { name: 'AXA Belgium nv', policyNumber: '730.390.160' },
  deontology: {
    name: {
      nl: 'Deontologische code van het BIV (KB van 29 juni 2018)',
      fr: 'Code de déontologie de l’IPI (AR du 29 juin 2018)',
      en: 'BIV code of ethics (Royal Decree of 29 June 2018)',
    } as Text3,
    url: { nl: 'https://www.biv.be/deontologie', fr: 'https://www.ipi.be/deontologie', en: 'https://www.biv.be/deontologie' } as Text3,
  },
  email: 'info@kempenvastgoed.be',
  phone: '011543210',
  offices: [
    {
      name: 'Lommel',
      street: 'Stationsstraat 42',
      zip: '3920',
      city: 'Lommel',
      phone: '011543210',
      latitude: 51.2306,
      longitude: 5.3133,
      openingHours: { nl: 'Ma-vr 9-18 u, za 10-13 u', fr: 'Lu-ve 9-18 h, sa 10-13 h', en: 'Mon-Fri 9am-6pm, Sat 10am-1pm' } as Text3,
    },
    {
      name: 'Mol',
      street: 'Markt 18',
      zip: '2400',
      city: 'Mol',
      phone: '014312240',
      latitude: 51.1917,
      longitude: 5.1147,
      openingHours: { nl: 'Ma-vr 9-18 u, za 10-13 u', fr: 'Lu-ve 9-18 h, sa 10-13 h', en: 'Mon-Fri 9am-6pm, Sat 10am-1pm' } as Text3,
    },
  ],
}
