'use client'

import dynamic from 'next/dynamic'

/**
 * The visitor forms, each in a chunk of its own (next/dynamic, rendered on the server as before): the
 * catch-all page route holds every page kind, and Next gives a route's statically imported client
 * components to every page of it, so every page carried every form with zod, react-hook-form and the
 * spam check. Now a page loads the code of the forms it shows (issue 16.3). Pages import the forms
 * from here, never from their Form modules.
 */
export const ContactForm = dynamic(() => import('./contact/Form').then((m) => m.ContactForm))
export const DemandForm = dynamic(() => import('./demand/Form').then((m) => m.DemandForm))
export const NewsletterForm = dynamic(() => import('./newsletter/Form').then((m) => m.NewsletterForm))
export const TestimonialForm = dynamic(() => import('./testimonial/Form').then((m) => m.TestimonialForm))
export const ValuationForm = dynamic(() => import('./valuation/Form').then((m) => m.ValuationForm))
export const JobApplicationForm = dynamic(() => import('./job-application/Form').then((m) => m.JobApplicationForm))
export const ProjectInfoForm = dynamic(() => import('./project/Form').then((m) => m.ProjectInfoForm))
export const PropertyForms = dynamic(() => import('./property/PropertyForms').then((m) => m.PropertyForms))
