import type { GlobalConfig } from 'payload'

import { staffField } from '../collections/access'
import { revalidateGlobal } from '../collections/hooks/revalidate'
import { forgetTwoFactorSetting } from '../src/auth/twoFactor'
import { same } from '../src/i18n/admin/adminText'
import { ADMIN_GROUPS } from '../src/i18n/admin/labels'
import { LOCALES } from '../src/i18n/locales'
import { TWO_FACTOR_TEXTS } from '../src/i18n/twoFactorTexts'
import { TAGS } from '../src/revalidation/tags'
import { adminEdits, readGlobal } from './access'
import { organisationTab } from './organisationTab'
import { purchaseCostsTab } from './purchaseCostsTab'

/** The site's languages by their codes (NL, FR, EN, DE). */
const LOCALE_OPTIONS = LOCALES.map((code) => ({ label: same(code.toUpperCase()), value: code }))

/** Site-wide settings (spec "Site info" and "Language setting"): languages, analytics ids, currency, organisation. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { en: 'Site Settings', nl: 'Site-instellingen', fr: 'Réglages du site' },
  admin: { group: ADMIN_GROUPS.settings },
  access: { read: readGlobal, update: adminEdits },
  hooks: {
    afterChange: [revalidateGlobal(TAGS.global('site-settings')), revalidateGlobal(TAGS.menus), () => forgetTwoFactorSetting()],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Languages', nl: 'Talen', fr: 'Langues' },
          fields: [
            {
              name: 'languages',
              label: { en: 'Languages', nl: 'Talen', fr: 'Langues' },
              labels: { singular: { en: 'Language', nl: 'Taal', fr: 'Langue' }, plural: { en: 'Languages', nl: 'Talen', fr: 'Langues' } },
              type: 'array',
              minRows: 1,
              admin: {
                description: {
                  en: 'Languages of the public site; only those with "use" count. The switcher appears when more than one is used.',
                  nl: 'Talen van de publieke site; alleen die met "gebruiken" tellen. De taalkeuze verschijnt als er meer dan één gebruikt wordt.',
                  fr: 'Langues du site public ; seules celles avec « utiliser » comptent. Le sélecteur apparaît quand plus d’une est utilisée.',
                },
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'code',
                      label: { en: 'Code', nl: 'Code', fr: 'Code' },
                      type: 'select',
                      required: true,
                      options: LOCALE_OPTIONS,
                    },
                    { name: 'use', label: { en: 'Use', nl: 'Gebruiken', fr: 'Utiliser' }, type: 'checkbox', defaultValue: true },
                  ],
                },
              ],
            },
            {
              name: 'defaultLanguage',
              label: { en: 'Default Language', nl: 'Standaardtaal', fr: 'Langue par défaut' },
              type: 'select',
              required: true,
              defaultValue: 'nl',
              options: LOCALE_OPTIONS,
              admin: {
                description: {
                  en: 'Where / leads, and the language of original-path redirects.',
                  nl: 'Waar / naartoe leidt, en de taal van doorverwijzingen van oorspronkelijke paden.',
                  fr: 'Où mène /, et la langue des redirections des chemins d’origine.',
                },
              },
            },
          ],
        },
        {
          label: { en: 'Analytics', nl: 'Statistieken', fr: 'Statistiques' },
          description: {
            en: 'Loaded only after the visitor consents to the matching cookie category.',
            nl: 'Pas geladen nadat de bezoeker toestemming gaf voor de bijhorende cookiecategorie.',
            fr: 'Chargé seulement après le consentement du visiteur à la catégorie de cookies correspondante.',
          },
          fields: [
            {
              name: 'siteGoogleAnalyticsID',
              label: { en: 'Google Analytics ID', nl: 'Google Analytics-ID', fr: 'ID Google Analytics' },
              type: 'text',
              admin: { description: { en: 'G-XXXXXXX', nl: 'G-XXXXXXX', fr: 'G-XXXXXXX' } },
            },
            {
              name: 'siteGoogleAdsID',
              label: { en: 'Google Ads ID', nl: 'Google Ads-ID', fr: 'ID Google Ads' },
              type: 'text',
              admin: { description: { en: 'AW-XXXXXXX', nl: 'AW-XXXXXXX', fr: 'AW-XXXXXXX' } },
            },
            {
              name: 'siteGoogleTagManager',
              label: { en: 'Google Tag Manager ID', nl: 'Google Tag Manager-ID', fr: 'ID Google Tag Manager' },
              type: 'text',
              admin: { description: { en: 'GTM-XXXXXX', nl: 'GTM-XXXXXX', fr: 'GTM-XXXXXX' } },
            },
            {
              name: 'siteFacebookPixel',
              label: { en: 'Facebook pixel ID', nl: 'Facebook-pixel-ID', fr: 'ID du pixel Facebook' },
              type: 'text',
            },
          ],
        },
        organisationTab,
        purchaseCostsTab,
        {
          label: TWO_FACTOR_TEXTS.securityTab,
          fields: [
            {
              // Admins always need a second factor (src/auth/twoFactor.ts); this extends the rule to editors.
              name: 'twoFactorForEditors',
              label: TWO_FACTOR_TEXTS.settingLabel,
              type: 'checkbox',
              defaultValue: false,
              access: { read: staffField },
              admin: { description: TWO_FACTOR_TEXTS.settingDescription },
            },
          ],
        },
      ],
    },
  ],
}
