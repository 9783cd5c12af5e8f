import type { Tab } from 'payload'

import { dayField } from '../../fields/dates'
import { triState } from '../../fields'

/** The legal and planning mentions every advert must carry (spec section 3). */
export const legalTab: Tab = {
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
        dayField('asbestosDate', { en: 'Asbestos certificate date', nl: 'Datum asbestattest', fr: 'Date de l’attestation amiante' }),
      ],
    },
  ],
}
