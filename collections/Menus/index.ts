import type { CollectionConfig, Field } from 'payload'

import { staff, staffOrPublishedWhere, withoutTrash } from '../access'
import { publicationStatus } from '../fields'
import { menuSeoFields } from '../fields/seo'
import { pathRedirects } from '../hooks/pathRedirects'
import { markDraftSave, revalidateCollection } from '../hooks/revalidate'
import { contentVersions } from '../versions'
import { livePreview, previewUrl } from '../preview'
import { TAGS } from '../../src/data/tags'
import { colourField } from '../fields/colour'
import { menuPathNotTaken } from './pathTaken'

const revalidate = revalidateCollection(() => [TAGS.menus])
const redirects = pathRedirects()

const seoFields: Field[] = [
  {
    name: 'isActiveSEO',
    label: { en: 'Use these SEO settings', nl: 'Deze SEO-instellingen gebruiken', fr: 'Utiliser ces réglages SEO' },
    type: 'checkbox',
    defaultValue: true,
  },
  {
    name: 'meta',
    type: 'group',
    label: { en: 'Metadata', nl: 'Metadata', fr: 'Métadonnées' },
    admin: {
      description: {
        en: 'Per language: switch the locale at the top of the page.',
        nl: 'Per taal: wissel de taal bovenaan de pagina.',
        fr: 'Par langue : changez la langue en haut de la page.',
      },
    },
    fields: [
      menuSeoFields.overview(),
      {
        name: 'pageTitle',
        label: { en: 'Page Title', nl: 'Paginatitel', fr: 'Titre de la page' },
        type: 'text',
        localized: true,
        admin: {
          description: {
            en: 'Heading of the page when different from the menu title.',
            nl: 'Kop van de pagina als die verschilt van de menutitel.',
            fr: 'Titre de la page s’il diffère du titre du menu.',
          },
        },
      },
      menuSeoFields.title(),
      menuSeoFields.description(),
      menuSeoFields.preview(),
      {
        name: 'social',
        label: {
          en: 'Social share (Open Graph)',
          nl: 'Delen op sociale media (Open Graph)',
          fr: 'Partage sur les réseaux sociaux (Open Graph)',
        },
        type: 'group',
        fields: [
          { name: 'title', label: { en: 'Title', nl: 'Titel', fr: 'Titre' }, type: 'text', localized: true },
          { name: 'type', label: { en: 'Type', nl: 'Type', fr: 'Type' }, type: 'text', defaultValue: 'website' },
          {
            name: 'url',
            label: { en: 'Url', nl: 'URL', fr: 'URL' },
            type: 'text',
            localized: true,
            admin: {
              description: {
                en: 'Leave empty to use the page URL.',
                nl: 'Leeg laten om de URL van de pagina te gebruiken.',
                fr: 'Laisser vide pour utiliser l’URL de la page.',
              },
            },
          },
          menuSeoFields.socialImage(),
          { name: 'description', label: { en: 'Description', nl: 'Omschrijving', fr: 'Description' }, type: 'textarea', localized: true },
        ],
      },
      {
        name: 'shortMessage',
        label: { en: 'Short message (Twitter / X card)', nl: 'Kort bericht (Twitter / X-kaart)', fr: 'Message court (carte Twitter / X)' },
        type: 'group',
        fields: [
          { name: 'title', label: { en: 'Title', nl: 'Titel', fr: 'Titre' }, type: 'text', localized: true },
          {
            name: 'site',
            label: { en: 'Site', nl: 'Site', fr: 'Site' },
            type: 'text',
            admin: { description: { en: '@account of the agency.', nl: '@account van het kantoor.', fr: '@compte de l’agence.' } },
          },
          { name: 'image', label: { en: 'Image', nl: 'Afbeelding', fr: 'Image' }, type: 'upload', relationTo: 'media' },
          { name: 'description', label: { en: 'Description', nl: 'Omschrijving', fr: 'Description' }, type: 'textarea', localized: true },
        ],
      },
      {
        name: 'schemaData',
        label: { en: 'Schema Data', nl: 'Schemagegevens', fr: 'Données de schéma' },
        type: 'json',
        localized: true,
        admin: {
          description: {
            en: 'Extra JSON-LD for this page.',
            nl: 'Extra JSON-LD voor deze pagina.',
            fr: 'JSON-LD supplémentaire pour cette page.',
          },
        },
      },
    ],
  },
]

/** The home page's banner has one place, the Header global's Home banner tab: its own banner fields are hidden. */
const notHome = (data: Partial<{ originalPath: string | null }> | undefined) => data?.originalPath !== '/'

const bannerFields: Field[] = [
  {
    name: 'showPageBanner',
    label: { en: 'Show Page Banner', nl: 'Paginabanner tonen', fr: 'Afficher la bannière de page' },
    type: 'checkbox',
    defaultValue: false,
    admin: { condition: (data) => notHome(data) },
  },
  {
    name: 'banner',
    label: { en: 'Banner', nl: 'Banner', fr: 'Bannière' },
    type: 'group',
    admin: { condition: (data) => notHome(data) && Boolean(data?.showPageBanner) },
    fields: [
      {
        name: 'type',
        label: { en: 'Type', nl: 'Type', fr: 'Type' },
        type: 'select',
        defaultValue: 'image',
        options: [
          { label: { en: 'Image', nl: 'Afbeelding', fr: 'Image' }, value: 'image' },
          { label: { en: 'Gallery', nl: 'Galerij', fr: 'Galerie' }, value: 'gallery' },
          { label: { en: 'Video', nl: 'Video', fr: 'Vidéo' }, value: 'video' },
        ],
      },
      { name: 'title', label: { en: 'Title', nl: 'Titel', fr: 'Titre' }, type: 'text', localized: true },
      { name: 'description', label: { en: 'Description', nl: 'Omschrijving', fr: 'Description' }, type: 'textarea', localized: true },
      {
        name: 'image',
        label: { en: 'Image', nl: 'Afbeelding', fr: 'Image' },
        type: 'upload',
        relationTo: 'media',
        admin: { condition: (_, sibling) => sibling?.type !== 'video' },
      },
      {
        name: 'images',
        label: { en: 'Images', nl: 'Afbeeldingen', fr: 'Images' },
        type: 'upload',
        relationTo: 'media',
        hasMany: true,
        admin: { condition: (_, sibling) => sibling?.type === 'gallery' },
      },
      {
        type: 'row',
        admin: { condition: (_, sibling) => sibling?.type === 'video' },
        fields: [
          { name: 'video', label: { en: 'Video', nl: 'Video', fr: 'Vidéo' }, type: 'upload', relationTo: 'media' },
          {
            name: 'videoPoster',
            label: { en: 'Video Poster', nl: 'Videoposter', fr: 'Affiche de la vidéo' },
            type: 'upload',
            relationTo: 'media',
          },
        ],
      },
      {
        type: 'row',
        admin: { condition: (_, sibling) => sibling?.type === 'video' },
        fields: [
          {
            name: 'videoMobile',
            label: { en: 'Video Mobile', nl: 'Video mobiel', fr: 'Vidéo mobile' },
            type: 'upload',
            relationTo: 'media',
            admin: {
              description: {
                en: 'Smaller video for screens under 767 px.',
                nl: 'Kleinere video voor schermen onder 767 px.',
                fr: 'Vidéo plus petite pour les écrans de moins de 767 px.',
              },
            },
          },
          {
            name: 'videoMobilePoster',
            label: { en: 'Video Mobile Poster', nl: 'Videoposter mobiel', fr: 'Affiche de la vidéo mobile' },
            type: 'upload',
            relationTo: 'media',
          },
        ],
      },
      {
        type: 'row',
        fields: [
          colourField('color', {
            label: { en: 'Colour', nl: 'Kleur', fr: 'Couleur' },
            description: {
              en: 'Overlay or background colour.',
              nl: 'Kleur over of achter de banner.',
              fr: 'Couleur sur ou derrière la bannière.',
            },
          }),
          {
            name: 'transparent',
            label: { en: 'Transparent', nl: 'Transparant', fr: 'Transparent' },
            type: 'checkbox',
            admin: {
              description: {
                en: 'Header drawn over the banner.',
                nl: 'Header over de banner getekend.',
                fr: 'En-tête dessiné par-dessus la bannière.',
              },
            },
          },
        ],
      },
    ],
  },
]

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
    group: { en: 'Site', nl: 'Site', fr: 'Site' },
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
      label: { en: 'Name', nl: 'Naam', fr: 'Nom' },
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
          label: { en: 'Content', nl: 'Inhoud', fr: 'Contenu' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'title', label: { en: 'Title', nl: 'Titel', fr: 'Titre' }, type: 'text', localized: true, required: true },
                {
                  name: 'titlePublic',
                  label: { en: 'Title Public', nl: 'Titel tonen', fr: 'Afficher le titre' },
                  type: 'checkbox',
                  defaultValue: true,
                  admin: {
                    description: {
                      en: 'Show the title on the page.',
                      nl: 'Toon de titel op de pagina.',
                      fr: 'Afficher le titre sur la page.',
                    },
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'description',
                  label: { en: 'Description', nl: 'Omschrijving', fr: 'Description' },
                  type: 'textarea',
                  localized: true,
                },
                {
                  name: 'descriptionPublic',
                  label: { en: 'Description Public', nl: 'Omschrijving tonen', fr: 'Afficher la description' },
                  type: 'checkbox',
                  defaultValue: false,
                  admin: {
                    description: {
                      en: 'Show the description under the title.',
                      nl: 'Toon de omschrijving onder de titel.',
                      fr: 'Afficher la description sous le titre.',
                    },
                  },
                },
              ],
            },
            { name: 'content', label: { en: 'Content', nl: 'Inhoud', fr: 'Contenu' }, type: 'richText', localized: true },
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
            { name: 'image', label: { en: 'Image', nl: 'Afbeelding', fr: 'Image' }, type: 'upload', relationTo: 'media' },
          ],
        },
        {
          label: { en: 'Banner', nl: 'Banner', fr: 'Bannière' },
          description: {
            en: 'The home page’s banner is edited in Header › Home banner.',
            nl: 'De banner van de startpagina bewerkt u in Header › Home banner.',
            fr: 'La bannière de la page d’accueil se modifie dans En-tête › Bannière d’accueil.',
          },
          fields: bannerFields,
        },
        { label: { en: 'SEO', nl: 'SEO', fr: 'SEO' }, fields: seoFields },
        {
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
            {
              name: 'logo',
              label: { en: 'Logo', nl: 'Logo', fr: 'Logo' },
              type: 'upload',
              relationTo: 'media',
              admin: {
                description: {
                  en: 'Replaces the site logo on this page.',
                  nl: 'Vervangt het sitelogo op deze pagina.',
                  fr: 'Remplace le logo du site sur cette page.',
                },
              },
            },
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
        },
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
      label: { en: 'Advisor', nl: 'Adviseur', fr: 'Conseiller' },
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
      label: { en: 'Original id', nl: 'Oorspronkelijke id', fr: 'Id d’origine' },
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
