import type { AdminText } from './adminText'

/** The texts of a testimonial's review (collections/Testimonials, ModerationActions.tsx). */
export const MODERATION_TEXTS = {
  label: { en: 'Review', nl: 'Beoordeling', fr: 'Relecture' },
  pending: { en: 'Pending review', nl: 'Te beoordelen', fr: 'À relire' },
  published: { en: 'Approved', nl: 'Goedgekeurd', fr: 'Approuvé' },
  rejected: { en: 'Rejected', nl: 'Afgewezen', fr: 'Refusé' },
  approve: { en: 'Approve and publish', nl: 'Goedkeuren en publiceren', fr: 'Approuver et publier' },
  reject: { en: 'Reject', nl: 'Afwijzen', fr: 'Refuser' },
  takeOff: { en: 'Reject and take off the site', nl: 'Afwijzen en van de site halen', fr: 'Refuser et retirer du site' },
  pendingHint: {
    en: 'Posted by a visitor, not on the site yet.',
    nl: 'Geplaatst door een bezoeker, nog niet op de site.',
    fr: 'Publié par un visiteur, pas encore sur le site.',
  },
  rejectedHint: { en: 'Rejected: not on the site.', nl: 'Afgewezen: niet op de site.', fr: 'Refusé : pas sur le site.' },
  approved: { en: 'Approved and published.', nl: 'Goedgekeurd en gepubliceerd.', fr: 'Approuvé et publié.' },
  rejectedDone: { en: 'Rejected.', nl: 'Afgewezen.', fr: 'Refusé.' },
  failed: { en: 'That did not work:', nl: 'Dat is niet gelukt:', fr: 'Cela n’a pas fonctionné :' },
} satisfies Record<string, AdminText>
