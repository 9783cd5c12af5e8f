import type { AdminText } from './adminText'

/** What staff read when the database cannot be reached: at the login (the API's 503) and on admin pages. */
export const DATABASE_UNREACHABLE = {
  title: {
    nl: 'De database is niet bereikbaar',
    fr: 'La base de données est injoignable',
    en: 'The database cannot be reached',
  },
  message: {
    nl: 'De database is nu niet bereikbaar, dus aanmelden en bewerken lukt even niet. Probeer het over enkele minuten opnieuw. De website blijft intussen de bewaarde pagina’s en de zoekresultaten tonen.',
    fr: 'La base de données est injoignable pour le moment : impossible de se connecter ou de modifier. Réessayez dans quelques minutes. Le site continue entre-temps d’afficher les pages en cache et les résultats de recherche.',
    en: 'The database cannot be reached right now, so logging in and editing do not work for the moment. Try again in a few minutes. Meanwhile the website keeps showing its cached pages and search results.',
  },
  retry: { nl: 'Opnieuw proberen', fr: 'Réessayer', en: 'Try again' },
} satisfies Record<string, AdminText>
