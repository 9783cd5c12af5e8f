import type { RedirectsPluginConfig } from '@payloadcms/plugin-redirects/types'
import type { Field, TextFieldSingleValidation } from 'payload'

import type { AdminText } from '../../src/i18n/admin/adminText'
import { ADMIN_GROUPS } from '../../src/i18n/admin/labels'
import { adminLanguage } from '../../src/i18n/adminLanguage'
import { TAGS } from '../../src/revalidation/tags'
import { safeDestination, sourceProblem } from '../../src/routing/redirects'
import { anyone, staff } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { checkRedirect } from './hooks/checkRedirect'

const revalidate = revalidateCollection(() => [TAGS.redirects])

const SOURCE_MESSAGES: Record<'invalid' | 'reserved' | 'home', AdminText> = {
  invalid: {
    en: 'A path of this site, e.g. /nl/oude-pagina/ (a full link of the site is fine too).',
    nl: 'Een pad van deze site, bv. /nl/oude-pagina/ (een volledige link van de site mag ook).',
    fr: 'Un chemin de ce site, p. ex. /nl/oude-pagina/ (un lien complet du site convient aussi).',
  },
  reserved: {
    en: 'Paths of the admin, the API and the site’s own routes cannot be redirected.',
    nl: 'Paden van de admin, de API en de eigen routes van de site kunnen niet doorverwezen worden.',
    fr: 'Les chemins de l’admin, de l’API et des routes propres au site ne peuvent pas être redirigés.',
  },
  home: {
    en: 'The home page cannot be redirected.',
    nl: 'De startpagina kan niet doorverwezen worden.',
    fr: 'La page d’accueil ne peut pas être redirigée.',
  },
}

const URL_MESSAGE: AdminText = {
  en: 'A path of this site (/nl/te-koop/) or a full http(s) link (https://example.be/page). Other kinds of link are refused.',
  nl: 'Een pad van deze site (/nl/te-koop/) of een volledige http(s)-link (https://example.be/pagina). Andere soorten links worden geweigerd.',
  fr: 'Un chemin de ce site (/nl/te-koop/) ou un lien http(s) complet (https://example.be/page). Les autres types de liens sont refusés.',
}

const validateFrom: TextFieldSingleValidation = (value, { req }) => {
  const problem = typeof value === 'string' ? sourceProblem(value) : 'invalid'
  return problem ? SOURCE_MESSAGES[problem][adminLanguage(req?.i18n?.language)] : true
}

const validateUrl: TextFieldSingleValidation = (value, { siblingData, req }) => {
  if ((siblingData as { type?: string })?.type !== 'custom') return true
  return typeof value === 'string' && safeDestination(value) ? true : URL_MESSAGE[adminLanguage(req?.i18n?.language)]
}

/** The plugin's fields with our validation, descriptions and the mark of automatic redirects. */
function redirectFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return [
    ...defaultFields.map((field): Field => {
      if ('name' in field && field.name === 'from' && field.type === 'text')
        return {
          ...field,
          validate: validateFrom,
          admin: {
            description: {
              en: 'The old path, e.g. /nl/blog/oude-titel/. Stored in lower case with a final slash; the query is ignored.',
              nl: 'Het oude pad, bv. /nl/blog/oude-titel/. Bewaard in kleine letters met een slash op het einde; de query telt niet.',
              fr: 'L’ancien chemin, p. ex. /nl/blog/oude-titel/. Enregistré en minuscules avec une barre oblique finale ; la requête est ignorée.',
            },
          },
        } as Field
      if ('name' in field && field.name === 'to' && field.type === 'group')
        return {
          ...field,
          // The plugin leaves the group without a label (false): list columns read "to > Soort doel-URL".
          label: { en: 'To', nl: 'Naar', fr: 'Vers' },
          fields: field.fields.map((sub): Field => {
            if ('name' in sub && sub.name === 'url' && sub.type === 'text')
              return {
                ...sub,
                validate: validateUrl,
                admin: {
                  ...sub.admin,
                  description: {
                    en: 'A path of this site (/fr/a-vendre/) or a full https:// link.',
                    nl: 'Een pad van deze site (/fr/a-vendre/) of een volledige https://-link.',
                    fr: 'Un chemin de ce site (/fr/a-vendre/) ou un lien https:// complet.',
                  },
                },
              } as Field
            if ('name' in sub && sub.name === 'reference')
              return {
                ...sub,
                admin: {
                  ...sub.admin,
                  description: {
                    en: 'The page opens in the language of the old path.',
                    nl: 'De pagina opent in de taal van het oude pad.',
                    fr: 'La page s’ouvre dans la langue de l’ancien chemin.',
                  },
                },
              } as Field
            return sub
          }),
        }
      return field
    }),
    {
      name: 'automatic',
      label: { en: 'Automatic', nl: 'Automatisch', fr: 'Automatique' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          en: 'Made by the site when a page’s path changed; removed when the page takes that path again.',
          nl: 'Door de site gemaakt toen het pad van een pagina wijzigde; verdwijnt als de pagina dat pad weer krijgt.',
          fr: 'Créée par le site quand le chemin d’une page a changé ; supprimée quand la page reprend ce chemin.',
        },
      },
    },
  ]
}

/**
 * Redirects (issue 15, point 6), the collection of @payloadcms/plugin-redirects: staff add their own,
 * and collections/hooks/pathRedirects.ts adds one whenever a page or article path changes in any
 * language. The site answers them with a 308 (src/pageKinds, legacy and slash-redirect routes).
 * Readable by anyone: the old paths were public, and the site reads them as the public does.
 */
export const redirectsPluginOptions: RedirectsPluginConfig = {
  collections: ['menus', 'articles'],
  overrides: {
    labels: {
      singular: { en: 'Redirect', nl: 'Doorverwijzing', fr: 'Redirection' },
      plural: { en: 'Redirects', nl: 'Doorverwijzingen', fr: 'Redirections' },
    },
    admin: {
      group: ADMIN_GROUPS.site,
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'to.url', 'to.reference', 'automatic', 'updatedAt'],
      description: {
        en: 'Old paths that lead to a page of the site or another address (permanent redirect, 308).',
        nl: 'Oude paden die naar een pagina van de site of een ander adres leiden (permanente doorverwijzing, 308).',
        fr: 'Anciens chemins qui mènent à une page du site ou à une autre adresse (redirection permanente, 308).',
      },
    },
    access: { read: anyone, create: staff, update: staff, delete: staff },
    hooks: { beforeChange: [checkRedirect], afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
    fields: redirectFields,
  },
}
