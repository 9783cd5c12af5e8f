import type { Field } from 'payload'

import type { AdminText } from '../../src/i18n/admin/adminText'
import { LABELS } from '../../src/i18n/admin/labels'
import { staffField, staffOrOwnPropertyOwner } from '../access'
import { externalIdField, publishedField } from '../fields/crmListing'
import { dayField } from '../fields/dates'
import {
  GOAL_CODES_DESCRIPTION,
  goalOptions,
  MARQUEE_CODES_DESCRIPTION,
  marqueeOptions,
  propertyStatusOptions,
} from '../../src/lib/crmLabels'
import { MARQUEE } from '../../src/lib/marquee'
import { MENTIONS, type Mention } from '../../src/listings/mentions'

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

/** The sidebar of a listing: what staff scan and filter on, and its links to type, project, owner and advisor. */
export const sidebarFields: Field[] = [
  externalIdField({
    en: 'ID in the CRM; part of the public URL.',
    nl: 'ID in het CRM; deel van de publieke URL.',
    fr: 'ID dans le CRM ; fait partie de l’URL publique.',
  }),
  publishedField({
    en: 'Off: the listing disappears from the site.',
    nl: 'Uit: het pand verdwijnt van de site.',
    fr: 'Désactivé : le bien disparaît du site.',
  }),
  {
    name: 'goal',
    type: 'select',
    required: true,
    index: true,
    defaultValue: 'sale',
    label: LABELS.goal,
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
    label: LABELS.status,
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
    label: LABELS.type,
    type: 'relationship',
    relationTo: 'property-types',
    required: true,
    index: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'project',
    label: LABELS.project,
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
    label: LABELS.advisor,
    type: 'relationship',
    relationTo: 'advisors',
    index: true,
    admin: { position: 'sidebar' },
  },
  dayField(
    'publishDate',
    { en: 'Publish Date', nl: 'Publicatiedatum', fr: 'Date de publication' },
    { index: true, admin: { position: 'sidebar' } },
  ),
]
