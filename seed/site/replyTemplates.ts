import type { Payload } from 'payload'

/** Demo reply templates for leads (collections/ReplyTemplates), in each language staff answer in. */
const TEMPLATES = [
  {
    nl: {
      title: 'Pand nog beschikbaar',
      subject: 'Uw vraag over {property}',
      text: 'Beste {name},\n\nBedankt voor uw interesse in {property}. Het pand is nog beschikbaar. Wanneer past een bezoek voor u?\n\nMet vriendelijke groeten,\nKempen Vastgoed',
    },
    fr: {
      title: 'Bien encore disponible',
      subject: 'Votre question sur {property}',
      text: 'Bonjour {name},\n\nMerci de votre intérêt pour {property}. Le bien est toujours disponible. Quand une visite vous conviendrait-elle ?\n\nBien cordialement,\nKempen Vastgoed',
    },
    en: {
      title: 'Property still available',
      subject: 'Your question about {property}',
      text: 'Dear {name},\n\nThank you for your interest in {property}. The property is still available. When would a visit suit you?\n\nKind regards,\nKempen Vastgoed',
    },
  },
  {
    nl: {
      title: 'Bezoek bevestigd',
      subject: 'Uw bezoek aan {property}',
      text: 'Beste {name},\n\nWe bevestigen graag uw bezoek aan {property}. Uw adviseur wacht u op aan het pand.\n\nMet vriendelijke groeten,\nKempen Vastgoed',
    },
    fr: {
      title: 'Visite confirmée',
      subject: 'Votre visite de {property}',
      text: 'Bonjour {name},\n\nNous confirmons volontiers votre visite de {property}. Votre conseiller vous attendra sur place.\n\nBien cordialement,\nKempen Vastgoed',
    },
    en: {
      title: 'Visit confirmed',
      subject: 'Your visit to {property}',
      text: 'Dear {name},\n\nWe are glad to confirm your visit to {property}. Your advisor will meet you at the property.\n\nKind regards,\nKempen Vastgoed',
    },
  },
] as const

export async function seedReplyTemplates(payload: Payload): Promise<number> {
  for (const template of TEMPLATES) {
    const { id } = await payload.create({ collection: 'reply-templates', locale: 'nl', data: template.nl })
    for (const locale of ['fr', 'en'] as const) await payload.update({ collection: 'reply-templates', id, locale, data: template[locale] })
  }
  return TEMPLATES.length
}
