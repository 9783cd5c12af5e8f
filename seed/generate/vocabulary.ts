/** Words of the demo listings, per type and language: headlines and descriptions read like an agent wrote them. */

export type Lang = 'nl' | 'fr' | 'en'
export type T3 = Record<Lang, string>

export interface TypeInfo {
  webId: number
  name: T3
  showOrder: number
  sale: boolean
  rent: boolean
  mainTypes: string[]
  /** Sale price range in euros, monthly rent range for rentals. */
  price: [number, number]
  rentRange?: [number, number]
  building: boolean
  /** "This house" with the right article per language, for descriptions. */
  this: T3
}

export const TYPES: TypeInfo[] = [
  {
    webId: 1,
    name: { nl: 'Huis', fr: 'Maison', en: 'House' },
    showOrder: 1,
    sale: true,
    rent: true,
    mainTypes: ['Huis', 'Huis', 'Huis', ''],
    price: [220000, 650000],
    rentRange: [900, 1600],
    building: true,
    this: { nl: 'Dit huis', fr: 'Cette maison', en: 'This house' },
  },
  {
    webId: 2,
    name: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment' },
    showOrder: 2,
    sale: true,
    rent: true,
    mainTypes: ['Appartement', 'Appartement', 'Penthouse', ''],
    price: [160000, 380000],
    rentRange: [700, 1100],
    building: true,
    this: { nl: 'Dit appartement', fr: 'Cet appartement', en: 'This apartment' },
  },
  {
    webId: 3,
    name: { nl: 'Studio', fr: 'Studio', en: 'Studio' },
    showOrder: 3,
    sale: true,
    rent: true,
    mainTypes: ['Appartement', ''],
    price: [110000, 180000],
    rentRange: [550, 700],
    building: true,
    this: { nl: 'Deze studio', fr: 'Ce studio', en: 'This studio' },
  },
  {
    webId: 4,
    name: { nl: 'Grond', fr: 'Terrain', en: 'Land' },
    showOrder: 4,
    sale: true,
    rent: false,
    mainTypes: ['Grond', 'Bouwgrond', 'Bouwgrond', 'Projectgrond', 'Landbouwgrond', 'Weide / Velden'],
    price: [60000, 250000],
    building: false,
    this: { nl: 'Deze grond', fr: 'Ce terrain', en: 'This plot' },
  },
  {
    webId: 5,
    name: { nl: 'Opbrengsteigendom', fr: 'Immeuble de rapport', en: 'Investment property' },
    showOrder: 5,
    sale: true,
    rent: false,
    mainTypes: ['Opbrengsteigendom'],
    price: [350000, 950000],
    building: true,
    this: { nl: 'Dit opbrengsteigendom', fr: 'Cet immeuble de rapport', en: 'This investment property' },
  },
  {
    webId: 6,
    name: { nl: 'Commercieel', fr: 'Commerce', en: 'Commercial' },
    showOrder: 6,
    sale: true,
    rent: true,
    mainTypes: ['Commercieel'],
    price: [150000, 850000],
    rentRange: [950, 2500],
    building: true,
    this: { nl: 'Dit handelspand', fr: 'Ce commerce', en: 'This commercial property' },
  },
  {
    webId: 8,
    name: { nl: 'Industrieel', fr: 'Industriel', en: 'Industrial' },
    showOrder: 7,
    sale: true,
    rent: true,
    mainTypes: ['Commercieel', ''],
    price: [250000, 1200000],
    rentRange: [1500, 4000],
    building: true,
    this: { nl: 'Dit bedrijfspand', fr: 'Ce bâtiment industriel', en: 'This industrial building' },
  },
  {
    webId: 9,
    name: { nl: 'Kantoren', fr: 'Bureaux', en: 'Offices' },
    showOrder: 8,
    sale: true,
    rent: true,
    mainTypes: ['Commercieel', ''],
    price: [180000, 900000],
    rentRange: [800, 2800],
    building: true,
    this: { nl: 'Deze kantoorruimte', fr: 'Cet espace de bureaux', en: 'This office space' },
  },
  {
    webId: 7,
    name: { nl: 'Garage/Parking', fr: 'Garage/Parking', en: 'Garage/Parking' },
    showOrder: 9,
    sale: true,
    rent: true,
    mainTypes: [''],
    price: [15000, 45000],
    rentRange: [60, 120],
    building: false,
    this: { nl: 'Deze garage', fr: 'Ce garage', en: 'This garage' },
  },
]

export const HEADLINES: Record<number, Array<T3>> = {
  1: [
    {
      nl: 'Instapklare gezinswoning met zonnige tuin',
      fr: 'Maison familiale prête à habiter avec jardin ensoleillé',
      en: 'Move-in ready family home with sunny garden',
    },
    {
      nl: 'Charmante woning met 3 slaapkamers en garage',
      fr: 'Maison charmante avec 3 chambres et garage',
      en: 'Charming house with 3 bedrooms and garage',
    },
    {
      nl: 'Energiezuinige nieuwbouwwoning in rustige straat',
      fr: 'Maison neuve économe en énergie dans une rue calme',
      en: 'Energy-efficient new home in a quiet street',
    },
    { nl: 'Te renoveren woning op ruim perceel', fr: 'Maison à rénover sur une grande parcelle', en: 'House to renovate on a large plot' },
    {
      nl: 'Ruime villa met dubbele garage en tuin',
      fr: 'Villa spacieuse avec double garage et jardin',
      en: 'Spacious villa with double garage and garden',
    },
    {
      nl: 'Halfopen bebouwing met praktische indeling',
      fr: 'Maison semi-mitoyenne bien agencée',
      en: 'Semi-detached house with a practical layout',
    },
  ],
  2: [
    {
      nl: 'Ruim appartement met 2 slaapkamers en terras',
      fr: 'Appartement spacieux avec 2 chambres et terrasse',
      en: 'Spacious apartment with 2 bedrooms and terrace',
    },
    { nl: 'Lichtrijk appartement in het centrum', fr: 'Appartement lumineux au centre', en: 'Bright apartment in the town centre' },
    { nl: 'Penthouse met zicht op de Kempen', fr: 'Penthouse avec vue sur la Campine', en: 'Penthouse overlooking the Kempen' },
    {
      nl: 'Gelijkvloers appartement met tuintje',
      fr: 'Appartement de plain-pied avec petit jardin',
      en: 'Ground-floor apartment with small garden',
    },
  ],
  3: [
    { nl: 'Gezellige studio vlak bij het station', fr: 'Studio agréable près de la gare', en: 'Cosy studio close to the station' },
    {
      nl: 'Gerenoveerde studio, ideaal als investering',
      fr: 'Studio rénové, idéal comme investissement',
      en: 'Renovated studio, ideal as an investment',
    },
  ],
  4: [
    { nl: 'Bouwgrond voor open bebouwing', fr: 'Terrain à bâtir pour construction 4 façades', en: 'Building plot for a detached house' },
    {
      nl: 'Perceel bouwgrond in residentiële wijk',
      fr: 'Terrain à bâtir dans un quartier résidentiel',
      en: 'Building land in a residential area',
    },
    { nl: 'Weiland met landelijk uitzicht', fr: 'Prairie avec vue champêtre', en: 'Meadow with rural views' },
  ],
  5: [
    {
      nl: 'Opbrengsteigendom met 3 verhuurde units',
      fr: 'Immeuble de rapport avec 3 unités louées',
      en: 'Investment property with 3 let units',
    },
    { nl: 'Handelspand met bovenliggend appartement', fr: 'Commerce avec appartement à l’étage', en: 'Shop with apartment above' },
  ],
  6: [
    { nl: 'Handelspand op commerciële ligging', fr: 'Surface commerciale bien située', en: 'Retail unit in a prime location' },
    {
      nl: 'Horecazaak met vergunning, over te nemen',
      fr: 'Établissement horeca avec licence, à reprendre',
      en: 'Licensed hospitality business to take over',
    },
  ],
  8: [
    {
      nl: 'KMO-unit met kantoor en laadkade',
      fr: 'Unité PME avec bureau et quai de chargement',
      en: 'Business unit with office and loading dock',
    },
    { nl: 'Magazijn op industrieterrein', fr: 'Entrepôt en zone industrielle', en: 'Warehouse on an industrial estate' },
  ],
  9: [
    { nl: 'Moderne kantoorruimte met parking', fr: 'Bureaux modernes avec parking', en: 'Modern office space with parking' },
    {
      nl: 'Kantoor op toplocatie langs de ring',
      fr: 'Bureau sur un emplacement de choix le long du ring',
      en: 'Office in a prime spot along the ring road',
    },
  ],
  7: [
    { nl: 'Garagebox in beveiligd complex', fr: 'Box de garage dans un complexe sécurisé', en: 'Lock-up garage in a secure complex' },
    { nl: 'Overdekte autostaanplaats', fr: 'Emplacement de parking couvert', en: 'Covered parking space' },
  ],
}

export const STREETS = [
  'Kerkstraat',
  'Stationsstraat',
  'Dorpsstraat',
  'Molenstraat',
  'Heidestraat',
  'Kapelstraat',
  'Schoolstraat',
  'Nieuwstraat',
  'Lindelaan',
  'Berkenlaan',
  'Eikenlaan',
  'Dennenlaan',
  'Beukenhof',
  'Hoeveweg',
  'Vaartstraat',
  'Kanaalstraat',
  'Zandstraat',
  'Bosstraat',
  'Veldstraat',
  'Markt',
  'Leopoldlaan',
  'Koning Albertstraat',
  'Sint-Jozefstraat',
  'Weverstraat',
]

export const HEATING = ['Gas (condensatieketel)', 'Warmtepomp', 'Stookolie', 'Elektrisch', 'Gas (centrale verwarming)']
export const GLAZING = ['Dubbel glas', 'Hoogrendementsglas', 'Driedubbel glas', 'Enkel glas']
export const KITCHEN = ['Volledig ingerichte keuken', 'Open keuken met eiland', 'Half ingerichte keuken', 'Te vernieuwen keuken']
export const WINDOW_FRAME = ['PVC', 'Aluminium', 'Hout', 'Hout-aluminium']
export const ROOF_MATERIAL = ['Pannen', 'Leien', 'Roofing', 'EPDM']
export const ROOF_CONDITION = ['Goed', 'Recent vernieuwd', 'Te vernieuwen']
export const PLANNING = ['Woongebied', 'Woongebied met landelijk karakter', 'Agrarisch gebied', 'Industriegebied', 'Woonuitbreidingsgebied']

export const PROJECT_NAMES = [
  'Residentie De Linde',
  'Hof ter Heide',
  'Residentie Kempenhof',
  'De Vennen',
  'Residentie Sint-Jan',
  'Park Molenveld',
  'Residentie Zonneberg',
  'Hoeve Ter Dennen',
  'Residentie Het Anker',
  'Kanaalzicht',
  'Residentie De Eik',
  'Villapark Heidebloem',
  'Residentie Markthof',
  'De Nieuwe Brouwerij',
  'Residentie Berkenhof',
  'Tuinwijk Ter Vaart',
  'Residentie Aurora',
  'Het Groene Kwartier',
  'Residentie Lindeplein',
  'Stadstuin Kempen',
  'Residentie Kapelhof',
  'Woonerf De Beemd',
  'Residentie Horizon',
  'Hof van Heylen',
  'Residentie Panorama',
  'De Kolonie',
]

export const DELIVERY: T3[] = [
  { nl: 'Voorjaar 2027', fr: 'Printemps 2027', en: 'Spring 2027' },
  { nl: 'Najaar 2027', fr: 'Automne 2027', en: 'Autumn 2027' },
  { nl: 'Zomer 2028', fr: 'Été 2028', en: 'Summer 2028' },
  { nl: 'Onmiddellijk', fr: 'Immédiatement', en: 'Immediately' },
]
