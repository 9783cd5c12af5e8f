import type { SeedCategory } from './types'

export const categories: SeedCategory[] = [
  {
    key: 'team',
    legacyId: 6,
    name: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team' },
    section: { nl: 'team', fr: 'equipe', en: 'team' },
    originalSection: 'team',
    breadcrumbPublic: false,
  },
  {
    key: 'testimonials',
    legacyId: 9,
    name: { nl: 'Getuigenissen', fr: 'Témoignages', en: 'Testimonials' },
    section: { nl: 'getuigenissen', fr: 'temoignages', en: 'testimonials' },
    originalSection: 'getuigenissen',
    breadcrumbPublic: false,
  },
  {
    key: 'blog',
    legacyId: 11,
    name: { nl: 'Blog', fr: 'Blog', en: 'Blog' },
    section: { nl: 'blog', fr: 'blog', en: 'blog' },
    originalSection: 'blog',
    breadcrumbPublic: true,
  },
  {
    key: 'vacancies',
    legacyId: 13,
    name: { nl: 'Vacatures', fr: 'Offres d’emploi', en: 'Vacancies' },
    section: { nl: 'vacatures', fr: 'offres-emploi', en: 'vacancies' },
    originalSection: 'vacatures',
    breadcrumbPublic: true,
  },
  {
    key: 'selling',
    legacyId: 15,
    name: { nl: 'Verkopen', fr: 'Vendre', en: 'Selling' },
    section: { nl: 'verkopen', fr: 'vendre', en: 'selling' },
    originalSection: 'verkopen',
    breadcrumbPublic: false,
  },
  {
    key: 'home-services',
    legacyId: 16,
    name: { nl: 'Home services', fr: 'Home services', en: 'Home services' },
    section: { nl: 'home-services', fr: 'home-services', en: 'home-services' },
    originalSection: 'home-services',
    breadcrumbPublic: true,
  },
]
