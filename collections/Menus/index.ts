import type { CollectionConfig } from 'payload'

import { staff, staffOrPublishedWhere, withoutTrash } from '../access'
import { publicationStatus } from '../fields'
import { pathRedirects } from '../hooks/pathRedirects'
import { markDraftSave, revalidateCollection } from '../hooks/revalidate'
import { contentVersions } from '../versions'
import { livePreview, previewUrl } from '../preview'
import { TAGS } from '../../src/revalidation/tags'
import { mediaField } from '../fields/media'
import { publicDescription, publicTitle } from '../fields/publicText'
import { menuPathNotTaken } from './pathTaken'
import { menuBannerFields } from './banner'
import { behaviourTab } from './behaviour'
import { menuSeoTab } from './seo'
import { ADMIN_GROUPS, BANNER, LABELS, TABS } from '../../src/i18n/admin/labels'

const revalidate = revalidateCollection(() => [TAGS.menus])
const redirects = pathRedirects()

/**
 * A page of the site (spec "Menu entry" and "Menu params"). Menu entries form a tree; the public path
 * of an entry is its parent's path plus its own `path` segment in the visitor's language.
 */
export const Menus: CollectionConfig = {
  slug: 'menus',
  // Delete moves to the trash, restored from its view; reads leave trashed rows out (docs/content.md, Trash).
  trash: true,
  labels: {
    singular: { en: 'Page (menu entry)', nl: 'Pagina (menu-item)', fr: 'Page (entrée de menu)' },
    plural: { en: 'Pages (menu)', nl: "Pagina's (menu)", fr: 'Pages (menu)' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'path', 'pageType', 'status', 'showInMenu', 'sort', 'parent'],
    listSearchableFields: ['name', 'originalPath'],
    group: ADMIN_GROUPS.site,
    preview: previewUrl('menus'),
    livePreview: livePreview('menus'),
  },
  versions: contentVersions,
  defaultSort: 'sort',
  access: {
    read: withoutTrash(staffOrPublishedWhere('status', 'published')),
    create: staff,
    update: staff,
    delete: staff,
  },
  hooks: {
    beforeOperation: [markDraftSave],
    beforeChange: [redirects.beforeChange],
    afterChange: [revalidate.afterChange, redirects.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    {
      name: 'name',
      label: LABELS.name,
      type: 'text',
      required: true,
      admin: {
        description: {
          en: 'Name for staff; visitors see the title.',
          nl: 'Naam voor medewerkers; bezoekers zien de titel.',
          fr: 'Nom pour le personnel ; les visiteurs voient le titre.',
        },
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: TABS.content,
          fields: [
            {
              type: 'row',
              fields: publicTitle({
                required: true,
                hint: { en: 'Show the title on the page.', nl: 'Toon de titel op de pagina.', fr: 'Afficher le titre sur la page.' },
              }),
            },
            {
              type: 'row',
              fields: publicDescription({
                shown: false,
                hint: {
                  en: 'Show the description under the title.',
                  nl: 'Toon de omschrijving onder de titel.',
                  fr: 'Afficher la description sous le titre.',
                },
              }),
            },
            { name: 'content', label: LABELS.content, type: 'richText', localized: true },
            {
              name: 'modules',
              label: { en: 'Modules', nl: 'Modules', fr: 'Modules' },
              type: 'relationship',
              relationTo: 'modules',
              hasMany: true,
              admin: {
                description: {
                  en: 'Content modules of the page: by each module’s content row and order in its row; equal numbers keep this list’s order.',
                  nl: 'Inhoudsmodules van de pagina: volgens de inhoudsrij en de volgorde in de rij van elke module; bij gelijke nummers telt deze lijst.',
                  fr: 'Modules de contenu de la page : selon la rangée de contenu et l’ordre dans la rangée de chaque module ; à égalité, l’ordre de cette liste compte.',
                },
              },
            },
            mediaField('image', LABELS.image),
          ],
        },
        {
          label: BANNER.banner,
          description: {
            en: 'The home page’s banner is edited in Header › Home banner.',
            nl: 'De banner van de startpagina bewerkt u in Header › Home banner.',
            fr: 'La bannière de la page d’accueil se modifie dans En-tête › Bannière d’accueil.',
          },
          fields: menuBannerFields,
        },
        { label: TABS.seo, fields: menuSeoTab() },
        behaviourTab,
      ],
    },
    // Sidebar
    {
      name: 'path',
      label: { en: 'Path', nl: 'Pad', fr: 'Chemin' },
      type: 'text',
      localized: true,
      index: true,
      validate: menuPathNotTaken,
      admin: {
        position: 'sidebar',
        description: {
          en: "URL segment in this language (te-koop, a-vendre, for-sale). Empty for the home page. Children add theirs after the parent's.",
          nl: "URL-deel in deze taal (te-koop, a-vendre, for-sale). Leeg voor de startpagina. Onderliggende pagina's voegen het hunne toe na dat van de bovenliggende.",
          fr: 'Partie d’URL dans cette langue (te-koop, a-vendre, for-sale). Vide pour la page d’accueil. Les pages enfants ajoutent la leur après celle du parent.',
        },
      },
    },
    {
      name: 'originalPath',
      label: { en: 'Original Path', nl: 'Oorspronkelijk pad', fr: 'Chemin d’origine' },
      type: 'text',
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'Path on the original site, e.g. /for-sale/: redirects permanently to this page.',
          nl: 'Pad op de oorspronkelijke site, bv. /for-sale/: verwijst permanent door naar deze pagina.',
          fr: 'Chemin sur le site d’origine, p. ex. /for-sale/ : redirige définitivement vers cette page.',
        },
      },
    },
    publicationStatus(
      {
        en: 'Hidden pages are not reachable and not linked.',
        nl: "Verborgen pagina's zijn niet bereikbaar en niet gelinkt.",
        fr: 'Les pages masquées ne sont ni accessibles ni liées.',
      },
      'enum_menus_visibility',
    ),
    {
      name: 'showInMenu',
      label: { en: 'Show In Menu', nl: 'In menu tonen', fr: 'Afficher dans le menu' },
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'Off: reachable by its URL but not listed in the navigation.',
          nl: 'Uit: bereikbaar via de URL maar niet in de navigatie.',
          fr: 'Désactivé : accessible par son URL mais absent de la navigation.',
        },
      },
    },
    {
      name: 'pageType',
      label: { en: 'Page Type', nl: 'Paginatype', fr: 'Type de page' },
      type: 'select',
      required: true,
      defaultValue: 'module',
      options: [
        { label: { en: 'Modules', nl: 'Modules', fr: 'Modules' }, value: 'module' },
        { label: { en: 'Owner login', nl: 'Login eigenaars', fr: 'Connexion propriétaires' }, value: 'login' },
        {
          label: {
            en: 'Thank-you page (after a form)',
            nl: 'Bedankpagina (na een formulier)',
            fr: 'Page de remerciement (après un formulaire)',
          },
          value: 'feedback',
        },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'parent',
      label: { en: 'Parent', nl: 'Bovenliggende pagina', fr: 'Page parente' },
      type: 'relationship',
      relationTo: 'menus',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'sort',
      label: { en: 'Sort', nl: 'Volgorde', fr: 'Ordre' },
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'advisor',
      label: LABELS.advisor,
      type: 'relationship',
      relationTo: 'advisors',
      admin: {
        position: 'sidebar',
        description: {
          en: 'Valuation and thank-you pages of one advisor.',
          nl: "Schattings- en bedankpagina's van één adviseur.",
          fr: 'Pages d’estimation et de remerciement d’un conseiller.',
        },
      },
    },
    {
      name: 'legacyId',
      label: LABELS.legacyId,
      type: 'number',
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'Menu id of the original site.',
          nl: 'Menu-id op de oorspronkelijke site.',
          fr: 'Id du menu sur le site d’origine.',
        },
      },
    },
    {
      name: 'children',
      label: { en: 'Submenu', nl: 'Submenu', fr: 'Sous-menu' },
      type: 'join',
      collection: 'menus',
      on: 'parent',
      defaultSort: 'sort',
    },
  ],
}
