import type { AdminLanguage } from '../../src/i18n/adminLanguage'

/**
 * What each e-mail of the outbox is for, as staff read it (issue 36.9: the list showed the codes
 * `login-notice`, `confirm-visitor`). The code stays what the senders store (src/email/queue.ts).
 */
export const EMAIL_KINDS: Record<string, Record<AdminLanguage, string>> = {
  'notify-agency': { en: 'New lead for the agency', nl: 'Nieuwe lead voor het kantoor', fr: 'Nouvelle demande pour l’agence' },
  'confirm-visitor': { en: 'Confirmation to the visitor', nl: 'Bevestiging aan de bezoeker', fr: 'Confirmation au visiteur' },
  'send-to-friend': { en: 'Sent to a friend', nl: 'Doorgestuurd naar een vriend', fr: 'Envoyé à un ami' },
  'lead-reply': { en: 'Reply to a lead', nl: 'Antwoord op een lead', fr: 'Réponse à une demande' },
  'login-notice': { en: 'Owner login notice', nl: 'Melding: eigenaar aangemeld', fr: 'Avis de connexion d’un propriétaire' },
  'demand-alert': { en: 'Search alert', nl: 'Zoekalert', fr: 'Alerte de recherche' },
  'listing-alert': { en: 'Listing alert (followed property)', nl: 'Pandalert (gevolgd pand)', fr: 'Alerte sur un bien suivi' },
  'owner-invite': {
    en: 'Invitation to the owner portal',
    nl: 'Uitnodiging voor het eigenaarsportaal',
    fr: 'Invitation au portail des propriétaires',
  },
  'owner-password-reset': {
    en: 'Password reset (owner)',
    nl: 'Wachtwoord opnieuw instellen (eigenaar)',
    fr: 'Réinitialisation du mot de passe (propriétaire)',
  },
  'password-reset': {
    en: 'Password reset (search account)',
    nl: 'Wachtwoord opnieuw instellen (zoekaccount)',
    fr: 'Réinitialisation du mot de passe (compte de recherche)',
  },
}

/** The kind in words; a code without words (a newer sender) as it is. */
export function emailKindLabel(kind: string | null | undefined, language: AdminLanguage): string {
  if (!kind) return '—'
  return Object.hasOwn(EMAIL_KINDS, kind) ? EMAIL_KINDS[kind][language] : kind
}
