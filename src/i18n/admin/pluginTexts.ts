/**
 * Admin texts Payload and its official plugins ship without (or wrong in) a language, merged into
 * Payload's i18n translations (payload.config.ts):
 * - @payloadcms/plugin-redirects 3.90 has English, French and a few others, so a Dutch admin showed its
 *   keys ("plugin-redirects:fromUrl"); tests/int/adminLanguages.int.ts checks that every plugin text has
 *   its Dutch and French;
 * - the export drawer of @payloadcms/plugin-import-export has Dutch and French that staff misread
 *   ("Lokale", "Alle locaties", "Voeg ontwerpen toe", "documenten"): its words for what our exports are
 *   (rows of a list);
 * - Payload's Dutch leaves a few texts in English ("Bulk Upload", the unpublish confirmation, the SEO
 *   plugin's "best practices"; issue 36.8);
 * - a checkbox's value in list cells, filters and group headings is `general:true`/`general:false`,
 *   which read "waar"/"onwaar", "vrai"/"faux": staff read yes and no;
 * - "Nieuw(e) Export aanmaken", "Nieuw(e) Categorie toevoegen", "Créer un(e) nouveau ou nouvelle Export":
 *   Payload's one sentence for every gender, in drawer headings and add buttons; and a collapsible's toggle
 *   "Blok togglen", "Bloc bascule" (issue 36.8);
 * - the live preview's own full-width size, "Responsive" in every language (shown through this text by
 *   scripts/patch-payload-ui.mjs).
 */
export const pluginTexts = {
  nl: {
    general: {
      true: 'Ja',
      false: 'Nee',
      createNewLabel: '{{label}} aanmaken',
      creatingNewLabel: '{{label}} aanmaken…',
      livePreviewFullWidth: 'Volledige breedte',
    },
    fields: {
      toggleBlock: 'Blok openen of sluiten',
      addNew: 'Toevoegen',
      addNewLabel: '{{label}} toevoegen',
      newLabel: 'Nieuw: {{label}}',
    },
    upload: { bulkUpload: 'Meerdere bestanden uploaden' },
    version: {
      aboutToUnpublishSelection: 'U staat op het punt om alle {{label}} in de selectie te depubliceren. Weet u het zeker?',
    },
    'plugin-seo': { bestPractices: 'goede praktijken' },
    'plugin-redirects': {
      customUrl: 'Eigen URL',
      documentToRedirect: 'Document om naar door te verwijzen',
      fromUrl: 'Van URL',
      internalLink: 'Interne link',
      redirectType: 'Soort doorverwijzing',
      toUrlType: 'Soort doel-URL',
    },
    'plugin-import-export': {
      allLocales: 'Alle talen',
      collectionRequired: 'Kies wat u wilt exporteren om een voorbeeld te zien',
      documentsToExport: '{{count}} rijen te exporteren',
      exportDocumentLabel: '{{label}} exporteren',
      exportOptions: 'Exportopties',
      'field-drafts-label': 'Concepten meenemen',
      'field-locale-label': 'Taal van de inhoud',
      'field-selectionToUse-label': 'Welke rijen',
      'field-sort-label': 'Sorteren op',
      'field-sort-order-label': 'Sorteervolgorde',
      noDataToPreview: 'Geen rijen om te tonen',
      'selectionToUse-allDocuments': 'Alle rijen',
      'selectionToUse-currentFilters': 'De rijen van de huidige filter',
      'selectionToUse-currentSelection': 'De geselecteerde rijen',
    },
  },
  fr: {
    'plugin-import-export': {
      allLocales: 'Toutes les langues',
      documentsToExport: '{{count}} lignes à exporter',
      'field-drafts-label': 'Inclure les brouillons',
      'field-locale-label': 'Langue du contenu',
      'field-selectionToUse-label': 'Quelles lignes',
      noDataToPreview: 'Aucune ligne à afficher',
      'selectionToUse-allDocuments': 'Toutes les lignes',
      'selectionToUse-currentFilters': 'Les lignes du filtre actuel',
      'selectionToUse-currentSelection': 'Les lignes sélectionnées',
    },
    general: {
      true: 'Oui',
      false: 'Non',
      createNewLabel: 'Créer : {{label}}',
      creatingNewLabel: 'Création : {{label}}…',
      livePreviewFullWidth: 'Pleine largeur',
    },
    fields: {
      toggleBlock: 'Ouvrir ou fermer le bloc',
      addNew: 'Ajouter',
      addNewLabel: 'Ajouter : {{label}}',
      newLabel: 'Nouveau : {{label}}',
    },
  },
  en: {
    general: { true: 'Yes', false: 'No', livePreviewFullWidth: 'Full width' },
  },
}
