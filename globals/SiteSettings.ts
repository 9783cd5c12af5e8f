import type { GlobalConfig } from 'payload'

import { revalidateGlobal } from '../collections/hooks/revalidate'
import { TAGS } from '../src/data/tags'
import { adminEdits, readGlobal } from './access'
import { LOCALES } from '../src/i18n/locales'

/** Site-wide settings (spec "Site info" and "Language setting"): languages, analytics ids, currency, organisation. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: { read: readGlobal, update: adminEdits },
  hooks: { afterChange: [revalidateGlobal(TAGS.global('site-settings')), revalidateGlobal(TAGS.menus)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Languages',
          fields: [
            {
              name: 'languages',
              type: 'array',
              minRows: 1,
              admin: {
                description: 'Languages of the public site; only those with "use" count. The switcher appears when more than one is used.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'code',
                      type: 'select',
                      required: true,
                      options: LOCALES.map((code) => ({ label: code.toUpperCase(), value: code })),
                    },
                    { name: 'use', type: 'checkbox', defaultValue: true },
                  ],
                },
              ],
            },
            {
              name: 'defaultLanguage',
              type: 'select',
              required: true,
              defaultValue: 'nl',
              options: LOCALES.map((code) => ({ label: code.toUpperCase(), value: code })),
              admin: { description: 'Where / leads, and the language of original-path redirects.' },
            },
          ],
        },
        {
          label: 'Analytics',
          description: 'Loaded only after the visitor consents to the matching cookie category.',
          fields: [
            { name: 'siteGoogleAnalyticsID', label: 'Google Analytics ID', type: 'text', admin: { description: 'G-XXXXXXX' } },
            { name: 'siteGoogleAdsID', label: 'Google Ads ID', type: 'text', admin: { description: 'AW-XXXXXXX' } },
            { name: 'siteGoogleTagManager', label: 'Google Tag Manager ID', type: 'text', admin: { description: 'GTM-XXXXXX' } },
            { name: 'siteFacebookPixel', label: 'Facebook pixel ID', type: 'text' },
          ],
        },
        {
          label: 'Organisation',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'currency', type: 'select', defaultValue: 'EUR', options: [{ label: 'Euro (€)', value: 'EUR' }] },
                { name: 'currencyPrefix', type: 'text', defaultValue: '€ ', admin: { description: 'Put before every price.' } },
              ],
            },
            { name: 'siteName', type: 'text', required: true, defaultValue: 'Kempen Vastgoed' },
            {
              name: 'organisation',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'legalName', type: 'text' },
                    { name: 'vatNumber', type: 'text' },
                    { name: 'bivNumber', label: 'BIV/IPI number', type: 'text' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'email', type: 'email' },
                    { name: 'phone', type: 'text' },
                  ],
                },
                {
                  name: 'offices',
                  type: 'array',
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'name', type: 'text', required: true },
                        { name: 'street', type: 'text' },
                        { name: 'zip', type: 'text' },
                        { name: 'city', type: 'text' },
                        { name: 'phone', type: 'text' },
                      ],
                    },
                    {
                      type: 'row',
                      fields: [
                        { name: 'latitude', type: 'number' },
                        { name: 'longitude', type: 'number' },
                      ],
                    },
                    { name: 'openingHours', type: 'textarea', localized: true },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
