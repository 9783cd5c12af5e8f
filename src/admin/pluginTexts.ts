/**
 * Admin texts official plugins ship without Dutch: @payloadcms/plugin-redirects 3.90 has English,
 * French and a few others, so a Dutch admin showed its keys ("plugin-redirects:fromUrl"). Merged into
 * Payload's i18n translations (payload.config.ts); tests/int/adminLanguages.int.ts checks that every
 * plugin text has its Dutch and French.
 */
export const pluginTexts = {
  nl: {
    'plugin-redirects': {
      customUrl: 'Eigen URL',
      documentToRedirect: 'Document om naar door te verwijzen',
      fromUrl: 'Van URL',
      internalLink: 'Interne link',
      redirectType: 'Soort doorverwijzing',
      toUrlType: 'Soort doel-URL',
    },
  },
}
