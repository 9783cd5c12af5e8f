import type { Tab } from 'payload'

import { cityField, streetField, zipField } from '../collections/fields/address'
import { geoRow } from '../collections/fields/geo'
import { same } from '../src/i18n/admin/adminText'
import { LABELS } from '../src/i18n/admin/labels'
import { adminLanguage } from '../src/i18n/adminLanguage'
import {
  checkBivNumber,
  checkEnterpriseNumber,
  checkInsurerName,
  checkPolicyNumber,
  storedBivNumber,
  storedVatNumber,
} from '../src/lib/organisationChecks'

/** The admin's language of a validation's request (English for a language the admin texts lack). */
type ValidateArgs = { req?: { i18n?: { language?: string } }; siblingData?: Record<string, unknown> }
const languageOf = (args: ValidateArgs) => adminLanguage(args.req?.i18n?.language)
/** The Organisation tab of the site settings: currency, the agency's name, identity, legal notices and offices. */
export const organisationTab: Tab = {
  label: { en: 'Organisation', nl: 'Organisatie', fr: 'Organisation' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'currency',
          label: { en: 'Currency', nl: 'Munt', fr: 'Devise' },
          type: 'select',
          defaultValue: 'EUR',
          options: [{ label: { en: 'Euro (€)', nl: 'Euro (€)', fr: 'Euro (€)' }, value: 'EUR' }],
        },
        {
          name: 'currencyPrefix',
          label: { en: 'Currency Prefix', nl: 'Munt vooraan', fr: 'Devise devant' },
          type: 'text',
          defaultValue: '€ ',
          admin: {
            description: { en: 'Put before every price.', nl: 'Voor elke prijs geplaatst.', fr: 'Placée devant chaque prix.' },
          },
        },
      ],
    },
    {
      name: 'siteName',
      label: { en: 'Site Name', nl: 'Naam site', fr: 'Nom du site' },
      type: 'text',
      required: true,
      defaultValue: 'Kempen Vastgoed',
    },
    {
      name: 'organisation',
      label: { en: 'Organisation', nl: 'Organisatie', fr: 'Organisation' },
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'legalName', label: { en: 'Legal Name', nl: 'Juridische naam', fr: 'Raison sociale' }, type: 'text' },
            {
              // The enterprise number, from which the VAT number follows (src/lib/belgianIds.ts): checked
              // against the KBO's mod-97 rule and stored as "BE 0123.456.789".
              name: 'vatNumber',
              label: {
                en: 'Company number (VAT)',
                nl: 'Ondernemingsnummer (btw)',
                fr: 'Numéro d’entreprise (TVA)',
              },
              type: 'text',
              validate: (value: unknown, args: ValidateArgs) => checkEnterpriseNumber(value, languageOf(args)),
              hooks: { beforeChange: [({ value }) => storedVatNumber(value)] },
              admin: {
                description: {
                  en: 'As in the KBO, e.g. 0712.345.630; shown as “CBE 0712.345.630 – VAT BE 0712.345.630”.',
                  nl: 'Zoals in de KBO, bv. 0712.345.630; getoond als “KBO 0712.345.630 – btw BE 0712.345.630”.',
                  fr: 'Comme dans la BCE, p. ex. 0712.345.630 ; affiché « BCE 0712.345.630 – TVA BE 0712.345.630 ».',
                },
              },
            },
            {
              name: 'bivNumber',
              label: { en: 'BIV/IPI number', nl: 'BIV-nummer', fr: 'Numéro IPI' },
              type: 'text',
              validate: (value: unknown, args: ValidateArgs) => checkBivNumber(value, languageOf(args)),
              hooks: { beforeChange: [({ value }) => storedBivNumber(value)] },
              admin: {
                description: {
                  en: 'Six digits, as on the BIV register, e.g. 512.345.',
                  nl: 'Zes cijfers, zoals op het tableau van het BIV, bv. 512.345.',
                  fr: 'Six chiffres, comme au tableau de l’IPI, p. ex. 512.345.',
                },
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'email', label: LABELS.email, type: 'email' },
            { name: 'phone', label: LABELS.phone, type: 'text' },
          ],
        },
        {
          // The facts a Belgian estate agency's site must show (KB 29 June 2018 on the BIV's code of
          // ethics; WER art. III.74): shown in the footer and on the legal pages (src/site/LegalFacts.tsx).
          type: 'collapsible',
          label: { en: 'Legal notices (BIV)', nl: 'Wettelijke vermeldingen (BIV)', fr: 'Mentions légales (IPI)' },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'bivTitles',
                  label: { en: 'Professional title', nl: 'Beroepstitel', fr: 'Titre professionnel' },
                  type: 'select',
                  hasMany: true,
                  defaultValue: ['broker'],
                  options: [
                    {
                      value: 'broker',
                      label: {
                        en: 'Licensed estate agent – broker',
                        nl: 'Erkend vastgoedmakelaar-bemiddelaar',
                        fr: 'Agent immobilier intermédiaire agréé',
                      },
                    },
                    {
                      value: 'syndic',
                      label: {
                        en: 'Licensed estate agent – syndic',
                        nl: 'Erkend vastgoedmakelaar-syndicus',
                        fr: 'Agent immobilier syndic agréé',
                      },
                    },
                  ],
                },
                {
                  name: 'titleCountry',
                  label: { en: 'Title granted in', nl: 'Titel toegekend in', fr: 'Titre octroyé en' },
                  type: 'select',
                  defaultValue: 'BE',
                  options: ['BE', 'LU', 'NL', 'FR', 'DE'].map((code) => ({ label: same(code), value: code })),
                },
              ],
            },
            {
              name: 'supervisor',
              label: { en: 'Supervisory authority', nl: 'Toezichthoudende overheid', fr: 'Autorité de contrôle' },
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', label: LABELS.name, type: 'text', localized: true },
                    { name: 'address', label: LABELS.address, type: 'text', localized: true },
                    { name: 'website', label: { en: 'Website', nl: 'Website', fr: 'Site web' }, type: 'text', localized: true },
                  ],
                },
              ],
            },
            {
              name: 'insurer',
              label: {
                en: 'Professional liability insurer',
                nl: 'Verzekeraar beroepsaansprakelijkheid',
                fr: 'Assureur responsabilité civile professionnelle',
              },
              type: 'group',
              admin: {
                description: {
                  en: 'Both or neither: the site shows the insurance only with its policy number.',
                  nl: 'Beide of geen van beide: de site toont de verzekering alleen met het polisnummer.',
                  fr: 'Les deux ou aucun : le site n’affiche l’assurance qu’avec le numéro de police.',
                },
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'name',
                      label: LABELS.name,
                      type: 'text',
                      validate: (value: unknown, args: ValidateArgs) =>
                        checkInsurerName(value, args.siblingData?.policyNumber, languageOf(args)),
                    },
                    {
                      name: 'policyNumber',
                      label: { en: 'Policy number', nl: 'Polisnummer', fr: 'Numéro de police' },
                      type: 'text',
                      validate: (value: unknown, args: ValidateArgs) => checkPolicyNumber(value, args.siblingData?.name, languageOf(args)),
                    },
                  ],
                },
              ],
            },
            {
              name: 'deontology',
              label: { en: 'Code of ethics', nl: 'Deontologische code', fr: 'Code de déontologie' },
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', label: LABELS.name, type: 'text', localized: true },
                    {
                      name: 'url',
                      label: LABELS.link,
                      type: 'text',
                      localized: true,
                      admin: {
                        description: {
                          en: 'Where visitors read the code, in the page’s language.',
                          nl: 'Waar bezoekers de code lezen, in de taal van de pagina.',
                          fr: 'Où les visiteurs lisent le code, dans la langue de la page.',
                        },
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          name: 'offices',
          label: { en: 'Offices', nl: 'Kantoren', fr: 'Bureaux' },
          labels: {
            singular: { en: 'Office', nl: 'Kantoor', fr: 'Bureau' },
            plural: { en: 'Offices', nl: 'Kantoren', fr: 'Bureaux' },
          },
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', label: LABELS.name, type: 'text', required: true },
                streetField(),
                zipField(),
                cityField(),
                { name: 'phone', label: LABELS.phone, type: 'text' },
              ],
            },
            geoRow(),
            {
              name: 'openingHours',
              label: { en: 'Opening Hours', nl: 'Openingsuren', fr: 'Heures d’ouverture' },
              type: 'textarea',
              localized: true,
            },
          ],
        },
      ],
    },
  ],
}
