import type { MailServerProblem } from '../../email/mailServerState'
import type { AdminLanguage } from '../../i18n/adminLanguage'
import { fillPlaceholders } from '../../i18n/admin/adminText'
import type { PanelKey } from './panel'

/** Every text of the dashboard's "To do" panel and its mail server warning, in the admin's three languages. */
export const PANEL_LABELS: Record<PanelKey, Record<AdminLanguage, string>> = {
  newLeads: { nl: 'Nieuwe leads', fr: 'Nouveaux contacts', en: 'New leads' },
  pendingTestimonials: { nl: 'Getuigenissen te beoordelen', fr: 'Témoignages à valider', en: 'Testimonials to review' },
  visitsThisWeek: { nl: 'Bezoeken deze week', fr: 'Visites cette semaine', en: 'Visits this week' },
  failingEmails: { nl: 'E-mails die blijven mislukken', fr: 'E-mails en échec', en: 'E-mails that keep failing' },
}

export const PANEL_TITLE: Record<AdminLanguage, string> = { nl: 'Vandaag te doen', fr: 'À faire', en: 'To do' }

/** What is wrong, in plain words, with `{since}` the Belgian date and time it was first seen. */
const PROBLEM: Record<MailServerProblem, Record<AdminLanguage, string>> = {
  unreachable: {
    nl: 'De mailserver is niet bereikbaar sinds {since}.',
    fr: 'Le serveur de messagerie est injoignable depuis le {since}.',
    en: 'The mail server has been unreachable since {since}.',
  },
  loginRefused: {
    nl: 'De mailserver weigert de aanmelding van de site sinds {since}: de SMTP-gebruikersnaam of het wachtwoord klopt niet.',
    fr: 'Le serveur de messagerie refuse la connexion du site depuis le {since} : l’identifiant ou le mot de passe SMTP est incorrect.',
    en: 'The mail server has refused the site’s login since {since}: the SMTP user name or password is wrong.',
  },
  notConfigured: {
    nl: 'E-mail is niet ingesteld op deze server (geen SMTP_HOST): sinds {since} werd geen e-mail verzonden.',
    fr: 'L’e-mail n’est pas configuré sur ce serveur (pas de SMTP_HOST) : aucun e-mail n’a été envoyé depuis le {since}.',
    en: 'E-mail is not configured on this server (no SMTP_HOST): no e-mail has been sent since {since}.',
  },
}

/** How many wait and what happens to them; `one` for a single e-mail. */
const WAITING: Record<'none' | 'one' | 'other', Record<AdminLanguage, string>> = {
  none: {
    nl: 'Er wachten nu geen e-mails; nieuwe e-mails worden bewaard en automatisch verzonden zodra de server weer antwoordt.',
    fr: 'Aucun e-mail n’attend pour l’instant ; les nouveaux sont conservés et envoyés automatiquement dès que le serveur répond à nouveau.',
    en: 'No e-mails are waiting now; new ones are kept and sent automatically as soon as the server answers again.',
  },
  one: {
    nl: '1 e-mail wacht; hij wordt bewaard en automatisch verzonden zodra de server weer antwoordt.',
    fr: '1 e-mail attend ; il est conservé et sera envoyé automatiquement dès que le serveur répondra à nouveau.',
    en: '1 e-mail is waiting; it is kept and will be sent automatically as soon as the server answers again.',
  },
  other: {
    nl: '{n} e-mails wachten; ze worden bewaard en automatisch verzonden zodra de server weer antwoordt.',
    fr: '{n} e-mails attendent ; ils sont conservés et seront envoyés automatiquement dès que le serveur répondra à nouveau.',
    en: '{n} e-mails are waiting; they are kept and will be sent automatically as soon as the server answers again.',
  },
}

const MISC = {
  heading: { nl: 'E-mail wordt niet verzonden', fr: 'Les e-mails ne partent pas', en: 'E-mail is not being sent' },
  link: { nl: 'Wachtende e-mails bekijken', fr: 'Voir les e-mails en attente', en: 'See the waiting e-mails' },
} satisfies Record<string, Record<AdminLanguage, string>>

const DATE_LOCALE: Record<AdminLanguage, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' }

/**
 * A moment as staff read it: Belgian time, day and month in words, the year only when it is not this
 * Belgian year ("28 november om 14:05", "28 novembre à 14:05", "28 November at 14:05").
 */
export function belgianMoment(iso: string, language: AdminLanguage, now = new Date()): string {
  const year = (date: Date) => new Intl.DateTimeFormat('en', { timeZone: 'Europe/Brussels', year: 'numeric' }).format(date)
  const date = new Date(iso)
  const day = new Intl.DateTimeFormat(DATE_LOCALE[language], {
    timeZone: 'Europe/Brussels',
    day: 'numeric',
    month: 'long',
    ...(year(date) === year(now) ? {} : { year: 'numeric' }),
  }).format(date)
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date)
  return `${day} ${{ nl: 'om', fr: 'à', en: 'at' }[language]} ${clock}`
}

/** The warning's texts for one state, in `language`. */
export function mailServerWarningTexts(
  state: { problem: MailServerProblem; since: string; waiting: number },
  language: AdminLanguage,
  now = new Date(),
): { heading: string; problem: string; waiting: string; link: string } {
  const count = state.waiting === 0 ? 'none' : state.waiting === 1 ? 'one' : 'other'
  return {
    heading: MISC.heading[language],
    problem: fillPlaceholders(PROBLEM[state.problem][language], { since: belgianMoment(state.since, language, now) }),
    waiting: fillPlaceholders(WAITING[count][language], { n: state.waiting }),
    link: MISC.link[language],
  }
}
