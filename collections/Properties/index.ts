import type { CollectionConfig } from 'payload'

import { readProperties, staff, staffField, staffOrOwnPropertyOwner, withoutTrash } from '../access'
import { checkboxRow, numberRow, orientation, slugField, triState, importHash } from '../fields'
import { seoGroup } from '../fields/seo'
import { addressForceSelect, hideUnpublishedAddress, staffQueryableField } from '../hooks/publicAddress'
import { priceFieldAccess, priceForceSelect } from '../hooks/publicPrice'
import { PRICE_FIELDS } from '../../src/listings/publicPrice'
import { revalidateCollection } from '../hooks/revalidate'
import { TAGS } from '../../src/data/tags'
import {
  GOAL_CODES_DESCRIPTION,
  goalOptions,
  MARQUEE_CODES_DESCRIPTION,
  marqueeOptions,
  propertyStatusOptions,
} from '../../src/lib/crmLabels'
import { MARQUEE } from '../../src/lib/marquee'
import { alertMatchingDemands } from './hooks/alertMatchingDemands'
import { alertListingWatchers } from './hooks/alertListingWatchers'
import { guardDelete } from './hooks/guardDelete'
import { setStatusFromMarquee } from './hooks/setStatusFromMarquee'
import { setMissingMentions } from './hooks/setMissingMentions'
import { recordPriceHistory } from './hooks/recordPriceHistory'
import { MENTIONS, type Mention } from '../../src/listings/mentions'
import type { AdminText } from '../../src/i18n/admin/adminText'

/** The staff names of the advert mentions (src/listings/mentions.ts), with the official abbreviations where there are. */
const MENTION_LABELS: Record<Mention, AdminText> = {
  epc: { en: 'EPC label and score', nl: 'EPC-label en -score', fr: 'Label et score PEB' },
  co2: { en: 'CO2 emission (Brussels)', nl: 'CO2-uitstoot (Brussel)', fr: 'Émissions de CO2 (Bruxelles)' },
  pScore: { en: 'Flood P-score', nl: 'P-score overstroming', fr: 'Score P inondation' },
  gScore: { en: 'Flood G-score', nl: 'G-score overstroming', fr: 'Score G inondation' },
  permit: { en: 'Building permit (Vg/Gvg)', nl: 'Stedenbouwkundige vergunning (Vg/Gvg)', fr: 'Permis d’urbanisme (Vg/Gvg)' },
  planningDestination: { en: 'Planning destination', nl: 'Stedenbouwkundige bestemming', fr: 'Destination urbanistique' },
  summons: { en: 'Summons (Dv)', nl: 'Dagvaarding (Dv)', fr: 'Citation (Dv)' },
  judicialDecision: { en: 'Restoration measure (Ho/Gmo)', nl: 'Herstelmaatregel (Ho/Gmo)', fr: 'Mesure de réparation (Ho/Gmo)' },
  preemptiveRights: { en: 'Pre-emptive right (Vkr/Gvkr)', nl: 'Voorkooprecht (Vkr/Gvkr)', fr: 'Droit de préemption (Vkr/Gvkr)' },
  allotmentPermit: { en: 'Allotment permit (Vv/Gvv)', nl: 'Verkavelingsvergunning (Vv/Gvv)', fr: 'Permis de lotir (Vv/Gvv)' },
}

const revalidate = revalidateCollection((doc) => [TAGS.properties, TAGS.property(String(doc.externalId))])

/**
 * A listing: the spec's property list entry plus every detail field (section 3).
 * Detail fields are grouped in tabs the way a buyer reads them; the search filters and sorts are indexed.
 */
/** The price and the figures derived from it: read by staff, the listing's owner, and the public when published. */
const priceAccess = { fields: PRICE_FIELDS, read: priceFieldAccess }

export const Properties: CollectionConfig = {
  slug: 'properties',
  // Delete moves to the trash, restored from its view; reads leave trashed rows out (docs/content.md, Trash).
  trash: true,
  labels: { singular: { en: 'Property', nl: 'Pand', fr: 'Bien' }, plural: { en: 'Properties', nl: 'Panden', fr: 'Biens' } },
  admin: {
    useAsTitle: 'title',
    // Lists for people: photo, € price, status badge, advisor and last change (src/admin/lists/PropertyCells.tsx).
    defaultColumns: ['externalId', 'photos', 'title', 'city', 'status', 'price', 'advisor', 'published', 'missingMentions', 'updatedAt'],
    listSearchableFields: ['title', 'city', 'zip', 'recordFile', 'street'],
    group: { en: 'Listings', nl: 'Aanbod', fr: 'Offre' },
    pagination: { defaultLimit: 50 },
  },
  enableQueryPresets: true,
  defaultSort: '-publishDate',
  // The list pages filter on published + goal (+ status) and sort by price or date.
  indexes: [{ fields: ['published', 'goal', 'price'] }, { fields: ['published', 'goal', 'publishDate'] }],
  access: {
    read: withoutTrash(readProperties),
    create: staff,
    update: staff,
    delete: staff,
  },
  // "Town only" listings: street, number and box never, coordinates the town's centre (src/listings/publicAddress.ts).
  // "Price on request" listings: no price nor cost figure for anyone but staff and their owner (src/listings/publicPrice.ts).
  forceSelect: { ...addressForceSelect('publishAddress'), ...priceForceSelect },
  hooks: {
    afterRead: [hideUnpublishedAddress('publishAddress')],
    beforeChange: [setStatusFromMarquee, setMissingMentions, recordPriceHistory],
    afterChange: [revalidate.afterChange, alertMatchingDemands, alertListingWatchers],
    beforeDelete: [guardDelete],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    {
      name: 'title',
      label: { en: 'Title', nl: 'Titel', fr: 'Titre' },
      type: 'text',
      required: true,
      localized: true,
      admin: {
        description: {
          en: 'Headline of the listing (CRM TypeDescription), or just the type name.',
          nl: 'Titel van het pand (CRM TypeDescription), of gewoon de typenaam.',
          fr: 'Titre du bien (CRM TypeDescription), ou simplement le nom du type.',
        },
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'General', nl: 'Algemeen', fr: 'Général' },
          fields: [
            { name: 'description', label: { en: 'Description', nl: 'Omschrijving', fr: 'Description' }, type: 'textarea', localized: true },
            {
              type: 'row',
              fields: [
                {
                  name: 'mainTypeName',
                  label: { en: 'Main Type Name', nl: 'Hoofdtype', fr: 'Type principal' },
                  type: 'text',
                  admin: {
                    description: {
                      en: 'CRM main type, e.g. Huis, Bouwgrond, Nieuwbouw woning.',
                      nl: 'Hoofdtype uit het CRM, bv. Huis, Bouwgrond, Nieuwbouw woning.',
                      fr: 'Type principal du CRM, p. ex. Maison, Terrain à bâtir, Nouvelle construction.',
                    },
                  },
                },
                {
                  name: 'extraTypes',
                  label: { en: 'Extra Types', nl: 'Bijkomende types', fr: 'Types supplémentaires' },
                  type: 'relationship',
                  relationTo: 'property-types',
                  hasMany: true,
                  admin: {
                    description: {
                      en: 'Other types the listing also counts as (CRM WebIDs).',
                      nl: 'Andere types waaronder het pand ook valt (CRM WebIDs).',
                      fr: 'Autres types sous lesquels le bien compte aussi (CRM WebIDs).',
                    },
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'recordFile',
                  type: 'text',
                  label: { en: 'Reference number', nl: 'Referentienummer', fr: 'Numéro de référence' },
                  admin: { description: { en: 'CRM RecordFile.', nl: 'CRM RecordFile.', fr: 'CRM RecordFile.' } },
                },
                {
                  name: 'marqueeName',
                  label: { en: 'Marquee Name', nl: 'Badgetekst', fr: 'Texte du badge' },
                  type: 'text',
                  localized: true,
                  admin: {
                    description: {
                      en: 'Badge text from the CRM; empty uses the site text for the marquee code.',
                      nl: 'Badgetekst uit het CRM; leeg gebruikt de sitetekst van de marquee-code.',
                      fr: 'Texte du badge venant du CRM ; vide, le texte du site pour le code marquee est utilisé.',
                    },
                  },
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Address', nl: 'Adres', fr: 'Adresse' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'street', label: { en: 'Street', nl: 'Straat', fr: 'Rue' }, type: 'text', access: { read: staffQueryableField } },
                {
                  name: 'houseNumber',
                  label: { en: 'House Number', nl: 'Huisnummer', fr: 'Numéro' },
                  type: 'text',
                  access: { read: staffQueryableField },
                },
                { name: 'boxNr', type: 'text', label: { en: 'Box', nl: 'Bus', fr: 'Boîte' }, access: { read: staffQueryableField } },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'zip', label: { en: 'Zip', nl: 'Postcode', fr: 'Code postal' }, type: 'text', required: true, index: true },
                {
                  name: 'city',
                  label: { en: 'City', nl: 'Gemeente', fr: 'Commune' },
                  type: 'text',
                  index: true,
                  // Spec "Detail pages": the municipality segment is sometimes missing.
                  admin: {
                    description: {
                      en: 'Municipality. Empty when the CRM gives none: the public path then has no municipality segment.',
                      nl: 'Gemeente. Leeg als het CRM er geen geeft: de publieke URL heeft dan geen gemeentedeel.',
                      fr: 'Commune. Vide si le CRM n’en donne pas : l’URL publique n’a alors pas de partie commune.',
                    },
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'countryId',
                  label: { en: 'Country Id', nl: 'Land', fr: 'Pays' },
                  type: 'select',
                  defaultValue: '10',
                  options: [
                    { label: { en: 'Belgium (10)', nl: 'België (10)', fr: 'Belgique (10)' }, value: '10' },
                    { label: { en: 'Luxembourg (50)', nl: 'Luxemburg (50)', fr: 'Luxembourg (50)' }, value: '50' },
                  ],
                },
                {
                  name: 'publishAddress',
                  label: { en: 'Publish Address', nl: 'Adres publiceren', fr: 'Publier l’adresse' },
                  type: 'checkbox',
                  defaultValue: true,
                  admin: {
                    description: {
                      en: 'Off: the site shows only the town, never street and number.',
                      nl: 'Uit: de site toont alleen de gemeente, nooit straat en nummer.',
                      fr: 'Désactivé : le site ne montre que la commune, jamais la rue ni le numéro.',
                    },
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'latitude',
                  label: { en: 'Latitude', nl: 'Breedtegraad', fr: 'Latitude' },
                  type: 'number',
                  min: -90,
                  max: 90,
                  access: { read: staffQueryableField },
                },
                {
                  name: 'longitude',
                  label: { en: 'Longitude', nl: 'Lengtegraad', fr: 'Longitude' },
                  type: 'number',
                  min: -180,
                  max: 180,
                  access: { read: staffQueryableField },
                },
              ],
            },
          ],
        },
        {
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
                [
                  'notaryFeeIncVat',
                  { en: 'Notary fee (incl. VAT)', nl: 'Notariskosten (incl. btw)', fr: 'Frais de notaire (TVA comprise)' },
                ],
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
        },
        {
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
        },
        {
          label: { en: 'Comfort', nl: 'Comfort', fr: 'Confort' },
          fields: [
            checkboxRow([
              ['gas', { en: 'Gas', nl: 'Gas', fr: 'Gaz' }],
              ['water', { en: 'Water', nl: 'Water', fr: 'Eau' }],
              ['electricityConnection', { en: 'Electricity connection', nl: 'Aansluiting elektriciteit', fr: 'Raccordement électricité' }],
              ['drainConnection', { en: 'Drain connection', nl: 'Aansluiting riolering', fr: 'Raccordement à l’égout' }],
            ]),
            checkboxRow([
              ['lift', { en: 'Lift', nl: 'Lift', fr: 'Ascenseur' }],
              ['cellar', { en: 'Cellar', nl: 'Kelder', fr: 'Cave' }],
              ['attic', { en: 'Attic', nl: 'Zolder', fr: 'Grenier' }],
              ['furnished', { en: 'Furnished', nl: 'Gemeubeld', fr: 'Meublé' }],
            ]),
            checkboxRow([
              ['garden', { en: 'Garden', nl: 'Tuin', fr: 'Jardin' }],
              ['garage', { en: 'Garage', nl: 'Garage', fr: 'Garage' }],
              ['terrace', { en: 'Terrace', nl: 'Terras', fr: 'Terrasse' }],
            ]),
            {
              type: 'row',
              fields: [
                orientation('orientationTerrace', { en: 'Terrace orientation', nl: 'Oriëntatie terras', fr: 'Orientation de la terrasse' }),
                orientation('orientationGarden', { en: 'Garden orientation', nl: 'Oriëntatie tuin', fr: 'Orientation du jardin' }),
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'heating', label: { en: 'Heating', nl: 'Verwarming', fr: 'Chauffage' }, type: 'text', localized: true },
                { name: 'windowFrame', label: { en: 'Window Frame', nl: 'Schrijnwerk', fr: 'Châssis' }, type: 'text', localized: true },
                { name: 'glazing', label: { en: 'Glazing', nl: 'Beglazing', fr: 'Vitrage' }, type: 'text', localized: true },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'kitchen', label: { en: 'Kitchen', nl: 'Keuken', fr: 'Cuisine' }, type: 'text', localized: true },
                {
                  name: 'roofMaterial',
                  label: { en: 'Roof Material', nl: 'Dakbedekking', fr: 'Matériau de toiture' },
                  type: 'text',
                  localized: true,
                },
                {
                  name: 'roofCondition',
                  label: { en: 'Roof Condition', nl: 'Staat van het dak', fr: 'État de la toiture' },
                  type: 'text',
                  localized: true,
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Energy', nl: 'Energie', fr: 'Énergie' },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'epcStatus',
                  label: { en: 'EPC status', nl: 'EPC-status', fr: 'Statut PEB' },
                  type: 'select',
                  defaultValue: 'available',
                  options: [
                    { label: { en: 'Available', nl: 'Beschikbaar', fr: 'Disponible' }, value: 'available' },
                    { label: { en: 'In application', nl: 'Aangevraagd', fr: 'En cours de demande' }, value: 'in-application' },
                    { label: { en: 'Not applicable', nl: 'Niet van toepassing', fr: 'Non applicable' }, value: 'not-applicable' },
                  ],
                },
                {
                  name: 'epcUniqueCode',
                  label: { en: 'EPC unique code', nl: 'EPC-certificaatnummer', fr: 'Code unique PEB' },
                  type: 'text',
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'energyPerformance',
                  label: { en: 'EPC value (kWh/m²/year)', nl: 'EPC-waarde (kWh/m²/jaar)', fr: 'Valeur PEB (kWh/m²/an)' },
                  type: 'number',
                  admin: {
                    description: {
                      en: 'The label (A+…G) follows from this value and the region of the postal code.',
                      nl: 'Het label (A+…G) volgt uit deze waarde en het gewest van de postcode.',
                      fr: 'Le label (A+…G) découle de cette valeur et de la région du code postal.',
                    },
                  },
                },
                {
                  name: 'energyTotal',
                  label: { en: 'EPC total (kWh/year)', nl: 'EPC totaal (kWh/jaar)', fr: 'PEB total (kWh/an)' },
                  type: 'number',
                },
                {
                  name: 'epcLabelText',
                  label: { en: 'EPC label text', nl: 'EPC-labeltekst', fr: 'Texte du label PEB' },
                  type: 'text',
                  admin: {
                    description: {
                      en: 'Luxembourg: the label as written on the certificate.',
                      nl: 'Luxemburg: het label zoals op het certificaat.',
                      fr: 'Luxembourg : le label tel qu’écrit sur le certificat.',
                    },
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'co2Emission',
                  label: { en: 'CO2 emission (kg/m²/year)', nl: 'CO2-uitstoot (kg/m²/jaar)', fr: 'Émissions de CO2 (kg/m²/an)' },
                  type: 'number',
                },
                { name: 'eLevel', label: { en: 'E-level', nl: 'E-peil', fr: 'Niveau E' }, type: 'number' },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'epcDate',
                  label: { en: 'EPC certificate date', nl: 'Datum EPC-certificaat', fr: 'Date du certificat PEB' },
                  type: 'date',
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
                },
                {
                  name: 'energyCertificateEndDate',
                  label: {
                    en: 'Energy certificate end date',
                    nl: 'Einddatum energiecertificaat',
                    fr: 'Date de fin du certificat énergétique',
                  },
                  type: 'date',
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Legal & planning', nl: 'Juridisch & stedenbouw', fr: 'Juridique & urbanisme' },
          fields: [
            {
              type: 'row',
              fields: [
                triState('permit', { en: 'Building permit', nl: 'Bouwvergunning', fr: 'Permis de bâtir' }),
                triState('allotmentPermit', { en: 'Allotment permit', nl: 'Verkavelingsvergunning', fr: 'Permis de lotir' }),
                triState('preemptiveRights', { en: 'Pre-emptive rights', nl: 'Voorkooprecht', fr: 'Droit de préemption' }),
              ],
            },
            {
              type: 'row',
              fields: [
                triState('summons', { en: 'Summons', nl: 'Dagvaarding', fr: 'Citation' }),
                triState('judicialDecision', { en: 'Judicial decision', nl: 'Rechterlijke beslissing', fr: 'Décision judiciaire' }),
                triState('floodRiskArea', { en: 'Flood risk area', nl: 'Overstromingsgevoelig gebied', fr: 'Zone à risque d’inondation' }),
              ],
            },
            {
              name: 'planningDestination',
              label: { en: 'Planning data (destination)', nl: 'Stedenbouwkundige bestemming', fr: 'Destination urbanistique' },
              type: 'text',
              localized: true,
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'floodZone',
                  label: { en: 'Flood Zone', nl: 'Overstromingsgebied', fr: 'Zone inondable' },
                  type: 'select',
                  options: [
                    { label: { en: 'Not in a flood zone', nl: 'Niet in overstromingsgebied', fr: 'Pas en zone inondable' }, value: 'none' },
                    {
                      label: {
                        en: 'Possible flood zone',
                        nl: 'Mogelijk overstromingsgevoelig gebied',
                        fr: 'Zone potentiellement inondable',
                      },
                      value: 'possible',
                    },
                    {
                      label: {
                        en: 'Effective flood zone',
                        nl: 'Effectief overstromingsgevoelig gebied',
                        fr: 'Zone effectivement inondable',
                      },
                      value: 'effective',
                    },
                  ],
                },
                {
                  name: 'gScore',
                  label: { en: 'G-score', nl: 'G-score', fr: 'Score G' },
                  type: 'text',
                  maxLength: 2,
                  admin: {
                    description: {
                      en: 'Building water sensitivity, A (none) to D.',
                      nl: 'Watergevoeligheid van het gebouw, A (geen) tot D.',
                      fr: 'Sensibilité à l’eau du bâtiment, A (aucune) à D.',
                    },
                  },
                },
                {
                  name: 'pScore',
                  label: { en: 'P-score', nl: 'P-score', fr: 'Score P' },
                  type: 'text',
                  maxLength: 2,
                  admin: {
                    description: {
                      en: 'Plot water sensitivity, A (none) to D.',
                      nl: 'Watergevoeligheid van het perceel, A (geen) tot D.',
                      fr: 'Sensibilité à l’eau de la parcelle, A (aucune) à D.',
                    },
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'asbestosType',
                  label: { en: 'Asbestos', nl: 'Asbest', fr: 'Amiante' },
                  type: 'select',
                  options: [
                    {
                      label: { en: 'No certificate required', nl: 'Geen attest vereist', fr: 'Pas d’attestation requise' },
                      value: 'not-required',
                    },
                    {
                      label: { en: 'Certificate: no asbestos', nl: 'Attest: geen asbest', fr: 'Attestation : pas d’amiante' },
                      value: 'none',
                    },
                    {
                      label: { en: 'Certificate: asbestos present', nl: 'Attest: asbest aanwezig', fr: 'Attestation : amiante présent' },
                      value: 'present',
                    },
                  ],
                },
                {
                  name: 'asbestosDate',
                  label: { en: 'Asbestos certificate date', nl: 'Datum asbestattest', fr: 'Date de l’attestation amiante' },
                  type: 'date',
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Rent', nl: 'Huur', fr: 'Location' },
          admin: {
            description: {
              en: 'Only for rentals (goal rent); the price field holds the monthly rent.',
              nl: 'Alleen voor verhuur (doel te huur); het prijsveld bevat de maandhuur.',
              fr: 'Uniquement pour les locations (objectif à louer) ; le champ prix contient le loyer mensuel.',
            },
          },
          fields: [
            numberRow([
              ['chargesRenter', { en: 'Charges renter (per month)', nl: 'Kosten huurder (per maand)', fr: 'Charges locataire (par mois)' }],
              [
                'chargesOwner',
                { en: 'Charges owner (per month)', nl: 'Kosten eigenaar (per maand)', fr: 'Charges propriétaire (par mois)' },
              ],
              [
                'depositMonths',
                { en: 'Deposit (months of rent)', nl: 'Huurwaarborg (maanden huur)', fr: 'Garantie locative (mois de loyer)' },
              ],
            ]),
            {
              type: 'row',
              fields: [
                {
                  name: 'availability',
                  label: { en: 'Availability', nl: 'Beschikbaarheid', fr: 'Disponibilité' },
                  type: 'select',
                  options: [
                    { label: { en: 'Immediately', nl: 'Onmiddellijk', fr: 'Immédiatement' }, value: 'immediately' },
                    { label: { en: 'By agreement', nl: 'In overleg', fr: 'À convenir' }, value: 'by-agreement' },
                    { label: { en: 'At the deed', nl: 'Bij akte', fr: 'À l’acte' }, value: 'at-deed' },
                    { label: { en: 'From a date', nl: 'Vanaf een datum', fr: 'À partir d’une date' }, value: 'from-date' },
                  ],
                },
                {
                  name: 'availableFrom',
                  label: { en: 'Available From', nl: 'Beschikbaar vanaf', fr: 'Disponible à partir du' },
                  type: 'date',
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
                },
                {
                  name: 'inventory',
                  type: 'checkbox',
                  label: { en: 'Inventory (plaatsbeschrijving)', nl: 'Plaatsbeschrijving', fr: 'État des lieux' },
                },
              ],
            },
            numberRow([
              [
                'minimumIncome',
                { en: 'Minimum monthly income', nl: 'Minimum maandinkomen', fr: 'Revenu mensuel minimum' },
                {
                  en: 'Stated in the visit confirmation of a rental.',
                  nl: 'Vermeld in de bevestiging van een bezoek aan een huurpand.',
                  fr: 'Mentionné dans la confirmation de visite d’une location.',
                },
              ],
              ['maximumPersons', { en: 'Maximum persons', nl: 'Maximum aantal personen', fr: 'Nombre maximum de personnes' }],
            ]),
          ],
        },
        {
          label: { en: 'Life annuity', nl: 'Lijfrente', fr: 'Viager' },
          fields: [
            {
              name: 'lifeAnnuity',
              type: 'checkbox',
              label: { en: 'Sold as life annuity (viager)', nl: 'Verkocht op lijfrente', fr: 'Vendu en viager' },
            },
            numberRow([
              ['annuityBouquet', { en: 'Bouquet (lump sum)', nl: 'Boeket (eenmalig bedrag)', fr: 'Bouquet (somme unique)' }],
              ['annuityMonthly', { en: 'Monthly annuity', nl: 'Maandelijkse rente', fr: 'Rente mensuelle' }],
            ]),
            {
              name: 'annuitantAges',
              type: 'text',
              label: {
                en: 'Age(s) of the annuitant(s)',
                nl: 'Leeftijd(en) van de lijfrentetrekker(s)',
                fr: 'Âge(s) du/des crédirentier(s)',
              },
            },
          ],
        },
        {
          label: { en: 'Media', nl: 'Media', fr: 'Médias' },
          fields: [
            {
              name: 'photos',
              label: { en: 'Photos', nl: 'Foto’s', fr: 'Photos' },
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              admin: {
                description: {
                  en: 'The first photo is the card image and the social-share image.',
                  nl: 'De eerste foto is het beeld in de lijst en bij delen op sociale media.',
                  fr: 'La première photo est l’image de la fiche et du partage sur les réseaux sociaux.',
                },
                components: { Cell: '/src/admin/lists/PropertyCells#ThumbnailCell' },
              },
            },
            {
              name: 'floorPlans',
              label: { en: 'Floor plans', nl: 'Plannen', fr: 'Plans' },
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              filterOptions: { mimeType: { contains: 'image' } },
              admin: {
                description: {
                  en: 'Images of the floor plans, shown under "Floor plans" and after the photos in the gallery. The import fills this from CRM documents typed as a plan.',
                  nl: 'Afbeeldingen van de plannen, getoond onder "Plannen" en na de foto’s in de galerij. De import vult dit met CRM-documenten van het type plan.',
                  fr: 'Images des plans, affichées sous « Plans » et après les photos dans la galerie. L’import les reprend des documents CRM de type plan.',
                },
              },
            },
            {
              name: 'videos',
              label: { en: 'Videos', nl: 'Video’s', fr: 'Vidéos' },
              labels: { singular: { en: 'Video', nl: 'Video', fr: 'Vidéo' }, plural: { en: 'Videos', nl: 'Video’s', fr: 'Vidéos' } },
              type: 'array',
              fields: [
                {
                  name: 'url',
                  label: { en: 'Url', nl: 'URL', fr: 'URL' },
                  type: 'text',
                  required: true,
                  admin: {
                    description: {
                      en: 'YouTube, Vimeo, Facebook or a video file (mp4, mov, webm…).',
                      nl: 'YouTube, Vimeo, Facebook of een videobestand (mp4, mov, webm…).',
                      fr: 'YouTube, Vimeo, Facebook ou un fichier vidéo (mp4, mov, webm…).',
                    },
                  },
                },
              ],
            },
            {
              name: 'virtualTourUrl',
              type: 'text',
              label: { en: 'Virtual tour URL', nl: 'URL virtuele rondleiding', fr: 'URL de la visite virtuelle' },
            },
            {
              name: 'documents',
              label: { en: 'Documents', nl: 'Documenten', fr: 'Documents' },
              labels: {
                singular: { en: 'Document', nl: 'Document', fr: 'Document' },
                plural: { en: 'Documents', nl: 'Documenten', fr: 'Documents' },
              },
              type: 'array',
              fields: [
                {
                  name: 'title',
                  label: { en: 'Title', nl: 'Titel', fr: 'Titre' },
                  type: 'text',
                  localized: true,
                  admin: {
                    description: {
                      en: 'Shown as the link text; the file name when empty.',
                      nl: 'Getoond als linktekst; leeg: de bestandsnaam.',
                      fr: 'Affiché comme texte du lien ; vide : le nom du fichier.',
                    },
                  },
                },
                { name: 'file', label: { en: 'File', nl: 'Bestand', fr: 'Fichier' }, type: 'upload', relationTo: 'media' },
                {
                  name: 'url',
                  label: { en: 'Url', nl: 'URL', fr: 'URL' },
                  type: 'text',
                  admin: {
                    description: {
                      en: 'External document, when no file is uploaded.',
                      nl: 'Extern document, als er geen bestand is opgeladen.',
                      fr: 'Document externe, si aucun fichier n’est téléversé.',
                    },
                  },
                },
              ],
            },
          ],
        },
        { label: { en: 'SEO', nl: 'SEO', fr: 'SEO' }, fields: [seoGroup()] },
      ],
    },
    // Sidebar: what staff scan and filter on.
    {
      name: 'externalId',
      label: { en: 'CRM ID', nl: 'CRM-ID', fr: 'ID CRM' },
      type: 'number',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'ID in the CRM; part of the public URL.',
          nl: 'ID in het CRM; deel van de publieke URL.',
          fr: 'ID dans le CRM ; fait partie de l’URL publique.',
        },
      },
    },
    {
      name: 'published',
      label: { en: 'Published', nl: 'Gepubliceerd', fr: 'Publié' },
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'Off: the listing disappears from the site.',
          nl: 'Uit: het pand verdwijnt van de site.',
          fr: 'Désactivé : le bien disparaît du site.',
        },
        components: { Cell: '/src/admin/lists/PropertyCells#YesNoCell' },
      },
    },
    {
      name: 'goal',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'sale',
      label: { en: 'Goal', nl: 'Doel', fr: 'Objectif' },
      options: goalOptions(),
      admin: {
        position: 'sidebar',
        description: GOAL_CODES_DESCRIPTION,
        components: { Cell: '/src/admin/lists/PropertyCells#GoalCell' },
      },
    },
    {
      name: 'marquee',
      type: 'select',
      defaultValue: String(MARQUEE.none),
      label: { en: 'Badge', nl: 'Badge', fr: 'Badge' },
      options: marqueeOptions(),
      admin: {
        position: 'sidebar',
        description: MARQUEE_CODES_DESCRIPTION,
        components: { Cell: '/src/admin/lists/PropertyCells#MarqueeCell' },
      },
    },
    {
      name: 'featured',
      label: { en: 'Featured', nl: 'In de kijker', fr: 'En vedette' },
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'Shown in the featured-properties block of the home page.',
          nl: "Getoond in het blok 'panden in de kijker' op de startpagina.",
          fr: 'Affiché dans le bloc « biens en vedette » de la page d’accueil.',
        },
      },
    },
    {
      name: 'status',
      label: { en: 'Status', nl: 'Status', fr: 'Statut' },
      type: 'select',
      index: true,
      options: propertyStatusOptions(),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          en: 'Follows from goal and marquee.',
          nl: 'Volgt uit doel en badge (marquee).',
          fr: 'Découle de l’objectif et du badge (marquee).',
        },
        components: { Cell: '/src/admin/lists/PropertyCells#StatusBadgeCell' },
      },
    },
    {
      name: 'missingMentions',
      label: { en: 'Mentions missing', nl: 'Vermeldingen ontbreken', fr: 'Mentions manquantes' },
      type: 'select',
      hasMany: true,
      index: true,
      options: MENTIONS.map((value) => ({ value, label: MENTION_LABELS[value] })),
      // Staff only: what the adverts lack is the agency's to fix, not the public's to query. Never typed:
      // the beforeChange hook sets it from the data on every save (a value sent with a save is replaced).
      access: { read: staffField },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          en: 'What the adverts of this listing must mention and its data lacks (EPC, flood scores, planning). Follows from the data on every save.',
          nl: 'Wat de advertenties van dit pand moeten vermelden en in de gegevens ontbreekt (EPC, overstromingsscores, stedenbouw). Volgt bij elke bewaring uit de gegevens.',
          fr: 'Ce que les annonces de ce bien doivent mentionner et qui manque dans ses données (PEB, scores d’inondation, urbanisme). Découle des données à chaque enregistrement.',
        },
      },
    },
    {
      name: 'type',
      label: { en: 'Type', nl: 'Type', fr: 'Type' },
      type: 'relationship',
      relationTo: 'property-types',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'project',
      label: { en: 'Project', nl: 'Project', fr: 'Projet' },
      type: 'relationship',
      relationTo: 'projects',
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'New-build project this unit belongs to.',
          nl: 'Nieuwbouwproject waartoe deze eenheid behoort.',
          fr: 'Projet neuf dont fait partie cette unité.',
        },
      },
    },
    {
      name: 'owner',
      label: { en: 'Owner', nl: 'Eigenaar', fr: 'Propriétaire' },
      type: 'relationship',
      relationTo: 'owners',
      index: true,
      access: { read: staffOrOwnPropertyOwner },
      admin: { position: 'sidebar' },
    },
    {
      name: 'advisor',
      label: { en: 'Advisor', nl: 'Adviseur', fr: 'Conseiller' },
      type: 'relationship',
      relationTo: 'advisors',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishDate',
      label: { en: 'Publish Date', nl: 'Publicatiedatum', fr: 'Date de publication' },
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
    },
    slugField('title'),
    importHash,
  ],
}
