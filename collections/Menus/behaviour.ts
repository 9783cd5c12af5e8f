import type { Tab } from 'payload'

import { LABELS } from '../../src/i18n/admin/labels'
import { mediaField } from '../fields/media'

/** How a page behaves beyond its content: breadcrumb, menus, links to it, cookies, a redirect, its own logo and CSS. */
export const behaviourTab: Tab = {
  label: { en: 'Behaviour', nl: 'Gedrag', fr: 'Comportement' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'showBreadCrumb',
          label: { en: 'Show Bread Crumb', nl: 'Kruimelpad tonen', fr: 'Afficher le fil d’Ariane' },
          type: 'checkbox',
          defaultValue: true,
        },
        { name: 'isHaveSubMenu', label: { en: 'Has submenu', nl: 'Heeft submenu', fr: 'A un sous-menu' }, type: 'checkbox' },
        {
          name: 'showFixedMenu',
          label: { en: 'Show Fixed Menu', nl: 'Vast menu tonen', fr: 'Afficher le menu fixe' },
          type: 'checkbox',
          admin: {
            description: {
              en: 'Keep the menu fixed at the top on this page.',
              nl: 'Houd het menu op deze pagina vast bovenaan.',
              fr: 'Garder le menu fixé en haut sur cette page.',
            },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'noReferrerNoFollow',
          label: { en: 'No Referrer No Follow', nl: 'No referrer, no follow', fr: 'No referrer, no follow' },
          type: 'checkbox',
          admin: {
            description: {
              en: 'Links to this page get rel="noreferrer nofollow"; the page is not indexed.',
              nl: 'Links naar deze pagina krijgen rel="noreferrer nofollow"; de pagina wordt niet geïndexeerd.',
              fr: 'Les liens vers cette page reçoivent rel="noreferrer nofollow" ; la page n’est pas indexée.',
            },
          },
        },
        {
          name: 'noCookiePopup',
          label: { en: 'No Cookie Popup', nl: 'Geen cookiemelding', fr: 'Pas de bandeau cookies' },
          type: 'checkbox',
          admin: {
            description: {
              en: 'No cookie consent dialog on this page (e.g. the cookie policy itself).',
              nl: 'Geen cookietoestemming op deze pagina (bv. de cookieverklaring zelf).',
              fr: 'Pas de demande de consentement aux cookies sur cette page (p. ex. la politique cookies elle-même).',
            },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'redirect',
          label: { en: 'Redirect', nl: 'Doorverwijzing', fr: 'Redirection' },
          type: 'checkbox',
          admin: {
            description: {
              en: 'The menu item opens another address instead of this page.',
              nl: 'Het menu-item opent een ander adres in plaats van deze pagina.',
              fr: 'L’entrée de menu ouvre une autre adresse au lieu de cette page.',
            },
          },
        },
        {
          name: 'redirectUrl',
          label: { en: 'Redirect Url', nl: 'Doorverwijs-URL', fr: 'URL de redirection' },
          type: 'text',
          localized: true,
          admin: { condition: (data) => Boolean(data?.redirect) },
        },
        {
          name: 'redirectNewTab',
          label: { en: 'Redirect New Tab', nl: 'Doorverwijzing in nieuw tabblad', fr: 'Redirection dans un nouvel onglet' },
          type: 'checkbox',
          defaultValue: true,
          admin: { condition: (data) => Boolean(data?.redirect) },
        },
      ],
    },
    mediaField('logo', LABELS.logo, {
      admin: {
        description: {
          en: 'Replaces the site logo on this page.',
          nl: 'Vervangt het sitelogo op deze pagina.',
          fr: 'Remplace le logo du site sur cette page.',
        },
      },
    }),
    {
      name: 'css',
      label: { en: 'Css', nl: 'CSS', fr: 'CSS' },
      type: 'code',
      admin: {
        language: 'css',
        description: {
          en: 'Extra CSS for this page only.',
          nl: 'Extra CSS voor alleen deze pagina.',
          fr: 'CSS supplémentaire pour cette page uniquement.',
        },
      },
    },
  ],
}
