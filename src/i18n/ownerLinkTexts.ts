import type { AdminLanguage } from './adminLanguage'

/**
 * The texts of the owner account actions in the admin (issue 36.7): the buttons on an owner, the
 * server's answers, the note on a new owner. In the admin's three languages.
 */
export const OWNER_LINK_TEXTS = {
  title: { nl: 'Toegang tot het portaal', fr: 'Accès au portail', en: 'Portal access' },
  invite: { nl: 'Uitnodiging versturen', fr: 'Envoyer l’invitation', en: 'Send invitation' },
  reset: { nl: 'Resetlink versturen', fr: 'Envoyer un lien de réinitialisation', en: 'Send reset link' },
  inviteSent: {
    nl: 'Uitnodiging verstuurd naar {email}.',
    fr: 'Invitation envoyée à {email}.',
    en: 'Invitation sent to {email}.',
  },
  resetSent: {
    nl: 'Resetlink verstuurd naar {email}.',
    fr: 'Lien de réinitialisation envoyé à {email}.',
    en: 'Reset link sent to {email}.',
  },
  failed: {
    nl: 'De e-mail kon niet klaargezet worden. Probeer het opnieuw.',
    fr: 'L’e-mail n’a pas pu être préparé. Réessayez.',
    en: 'The e-mail could not be queued. Try again.',
  },
  staffOnly: { nl: 'Enkel voor medewerkers.', fr: 'Réservé au personnel.', en: 'Staff only.' },
  newOwner: {
    nl: 'U typt geen wachtwoord: bewaar de eigenaar en verstuur dan de uitnodiging. De eigenaar kiest zelf een wachtwoord via de link in de e-mail.',
    fr: 'Vous ne saisissez pas de mot de passe : enregistrez le propriétaire, puis envoyez l’invitation. Le propriétaire choisit son mot de passe via le lien de l’e-mail.',
    en: 'You type no password: save the owner, then send the invitation. The owner chooses a password with the link in the e-mail.',
  },
} as const

export type OwnerLinkTextKey = keyof typeof OWNER_LINK_TEXTS

export const ownerLinkText = (key: OwnerLinkTextKey, language: AdminLanguage, values: Record<string, string> = {}): string =>
  OWNER_LINK_TEXTS[key][language].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
