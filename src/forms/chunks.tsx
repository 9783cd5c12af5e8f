'use client'
/* eslint-disable @typescript-eslint/no-require-imports -- the server renders islands with a synchronous require (src/site/deferredIsland.tsx) */

// The islands' styles come with every page from the site layout (src/app/(site)/[lang]/layout.tsx): the
// server-rendered markup must look right before its code loads.

import { deferredIsland } from '../site/deferredIsland'

/**
 * The visitor forms as islands (src/site/deferredIsland.tsx): rendered on the server, their code
 * (react-hook-form, zod, the spam check) loads when the form comes near the viewport once a visitor shows
 * themselves, or when they touch it (issue 16.3, issue 38).
 * The catch-all page route holds every page kind, and Next gives a route's statically imported client
 * components to every page of it: every page carried every form. Pages import the forms from here,
 * never from their Form modules.
 */
export const ContactForm = deferredIsland(
  'contact-form',
  () => import('./contact/Form').then((m) => m.ContactForm),
  typeof window === 'undefined' ? () => require('./contact/Form').ContactForm : null,
  { wake: 'visitor' },
)
export const DemandForm = deferredIsland(
  'demand-form',
  () => import('./demand/Form').then((m) => m.DemandForm),
  typeof window === 'undefined' ? () => require('./demand/Form').DemandForm : null,
  { wake: 'visitor' },
)
export const NewsletterForm = deferredIsland(
  'newsletter-form',
  () => import('./newsletter/Form').then((m) => m.NewsletterForm),
  typeof window === 'undefined' ? () => require('./newsletter/Form').NewsletterForm : null,
  { wake: 'visitor' },
)
export const TestimonialForm = deferredIsland(
  'testimonial-form',
  () => import('./testimonial/Form').then((m) => m.TestimonialForm),
  typeof window === 'undefined' ? () => require('./testimonial/Form').TestimonialForm : null,
  { wake: 'visitor' },
)
export const ValuationForm = deferredIsland(
  'valuation-form',
  () => import('./valuation/Form').then((m) => m.ValuationForm),
  typeof window === 'undefined' ? () => require('./valuation/Form').ValuationForm : null,
  { wake: 'visitor' },
)
export const JobApplicationForm = deferredIsland(
  'job-application-form',
  () => import('./job-application/Form').then((m) => m.JobApplicationForm),
  typeof window === 'undefined' ? () => require('./job-application/Form').JobApplicationForm : null,
  { wake: 'visitor' },
)
/** A project's form, which the phone's contact bar opens as a sheet (src/forms/project/ProjectContact.tsx). */
export const ProjectContact = deferredIsland(
  'project-contact',
  () => import('./project/ProjectContact').then((m) => m.ProjectContact),
  typeof window === 'undefined' ? () => require('./project/ProjectContact').ProjectContact : null,
  { wake: 'visitor' },
)
export const PropertyForms = deferredIsland(
  'property-forms',
  () => import('./PropertyForms').then((m) => m.PropertyForms),
  typeof window === 'undefined' ? () => require('./PropertyForms').PropertyForms : null,
  { wake: 'visitor' },
)
export const SavedSearchForm = deferredIsland(
  'saved-search-form',
  () => import('./saved-search/Form').then((m) => m.SavedSearchForm),
  typeof window === 'undefined' ? () => require('./saved-search/Form').SavedSearchForm : null,
  { wake: 'visitor' },
)
export const ListingAlertForm = deferredIsland(
  'listing-alert-form',
  () => import('./listing-alert/Form').then((m) => m.ListingAlertForm),
  typeof window === 'undefined' ? () => require('./listing-alert/Form').ListingAlertForm : null,
  { wake: 'visitor' },
)
