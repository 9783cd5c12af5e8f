import type { Entry } from './entry'

const e = (nl: string, fr: string, en: string): Entry => ({ nl, fr, en })

/** Answers to requests the site cannot read (issue 13.14): a malformed address, an unreadable form post. */
export const errorTexts = {
  'error.badRequest.title': e('Ongeldig adres', 'Adresse invalide', 'Invalid address'),
  'error.badRequest.body': e(
    'Dit adres bevat tekens die we niet kunnen lezen. Controleer de link of begin opnieuw op de homepage.',
    'Cette adresse contient des caractères illisibles. Vérifiez le lien ou recommencez depuis l’accueil.',
    'This address contains characters we cannot read. Check the link or start again from the home page.',
  ),
  'error.badForm': e(
    'Dit formulier kon niet gelezen worden. Laad de pagina opnieuw en probeer nog eens.',
    'Ce formulaire n’a pas pu être lu. Rechargez la page et réessayez.',
    'This form could not be read. Reload the page and try again.',
  ),
  'error.tooLarge': e(
    'Wat u verstuurde is te groot (ten hoogste 5 MB per bestand).',
    'Votre envoi est trop volumineux (5 Mo maximum par fichier).',
    'What you sent is too large (at most 5 MB per file).',
  ),
  'upload.unreadablePdf': e(
    'Dit PDF-bestand is onvolledig of beschadigd. Bewaar het opnieuw als PDF en voeg het opnieuw toe.',
    'Ce fichier PDF est incomplet ou endommagé. Enregistrez-le à nouveau en PDF et joignez-le encore.',
    'This PDF file is incomplete or damaged. Save it as a PDF again and attach it once more.',
  ),
} satisfies Record<string, Entry>
