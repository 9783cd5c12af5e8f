/**
 * Admin texts Payload and its official plugins ship without (or wrong in) a language, merged into
 * Payload's i18n translations (payload.config.ts):
 * - @payloadcms/plugin-redirects 3.90 has English, French and a few others, so a Dutch admin showed its
 *   keys ("plugin-redirects:fromUrl"); tests/int/adminLanguages.int.ts checks that every plugin text has
 *   its Dutch and French;
 * - Payload's Dutch leaves a few texts in English ("Bulk Upload", the unpublish confirmation, the SEO
 *   plugin's "best practices"; issue 36.8);
 * - a checkbox's value in list cells, filters and group headings is `general:true`/`general:false`,
 *   which read "waar"/"onwaar", "vrai"/"faux": staff read yes and no.
 */
export const pluginTexts = {
  nl: {
    general: { true: 'Ja', false: 'Nee' },
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
  },
  fr: {
    general: { true: 'Oui', false: 'Non' },
  },
  en: {
    general: { true: 'Yes', false: 'No' },
  },
}
