/**
 * Payload's texts of restoring a version, as our restore works (issue 36, point 4), and our schedule
 * dialog's own (point 3): "Restore this
 * version" publishes (collections/hooks/restoreVersion.ts), and a failed restore says why. Payload's
 * version view shows one fixed text for every failure, never the server's reason; in practice the
 * reason is an early autosave that misses required fields, which cannot be published. Merged into
 * Payload's i18n translations (payload.config.ts).
 */
export const versionTexts = {
  nl: {
    version: {
      // Payload 3.90's Dutch has a translator's instructions here, shown on the button while restoring.
      restoring: 'Herstellen…',
      aboutToRestore:
        'U staat op het punt dit {{label}}-document terug te zetten zoals het was op {{versionDate}}. "Herstel deze versie" publiceert het meteen; "Herstellen als concept" bewaart het als concept.',
      // The schedule dialog (ScheduleDrawer.tsx): its language choice, and a schedule the server refused.
      allLocalesToPublish: 'Alle talen',
      scheduleRefused: 'Het plannen is niet gelukt. Probeer het opnieuw of publiceer nu.',
      problemRestoringVersion:
        'Deze versie kan niet hersteld worden: er ontbreken verplichte velden (zoals de titel of de categorie). Een vroege automatische opslag is nog onvolledig en kan niet gepubliceerd worden. Kies een latere versie.',
    },
  },
  fr: {
    version: {
      aboutToRestore:
        'Vous êtes sur le point de remettre ce document {{label}} dans l’état où il était le {{versionDate}}. « Restaurer cette version » le publie aussitôt ; « Restaurer comme brouillon » le garde comme brouillon.',
      allLocalesToPublish: 'Toutes les langues',
      scheduleRefused: 'La planification a échoué. Réessayez ou publiez maintenant.',
      problemRestoringVersion:
        'Cette version ne peut pas être restaurée : des champs obligatoires manquent (comme le titre ou la catégorie). Un enregistrement automatique précoce est encore incomplet et ne peut pas être publié. Choisissez une version plus récente.',
    },
  },
  en: {
    version: {
      aboutToRestore:
        'You are about to put this {{label}} document back as it was on {{versionDate}}. "Restore this version" publishes it at once; "Restore as draft" keeps it a draft.',
      allLocalesToPublish: 'All languages',
      scheduleRefused: 'The schedule could not be saved. Try again or publish now.',
      problemRestoringVersion:
        'This version cannot be restored: required fields are missing (such as the title or the category). An early autosave is still incomplete and cannot be published. Choose a later version.',
    },
  },
}

type Texts = Record<string, Record<string, Record<string, string>>>

/** Sets of admin texts merged per language and namespace (a later set's key wins). */
export function mergeTexts(...sets: Texts[]): Texts {
  const merged: Texts = {}
  for (const set of sets)
    for (const [language, namespaces] of Object.entries(set))
      for (const [namespace, texts] of Object.entries(namespaces))
        merged[language] = { ...merged[language], [namespace]: { ...merged[language]?.[namespace], ...texts } }
  return merged
}
