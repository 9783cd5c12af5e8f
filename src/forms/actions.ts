'use server'

import { siteContactForm, smallContactForm } from './contact/definition'
import { demandForm } from './demand/definition'
import { jobApplicationForm } from './job-application/definition'
import { newsletterForm } from './newsletter/definition'
import { testimonialForm } from './testimonial/definition'
import type { FormResult } from './shared/result'
import { runForm } from './shared/runForm'

/**
 * The forms' server actions: one per form, each the shared runner with the form's definition
 * (src/forms/<form>/definition.ts). Input is untrusted: the definition's zod schema validates it again.
 */

export async function submitSiteContact(input: unknown): Promise<FormResult> {
  return runForm(siteContactForm, input)
}

export async function submitSmallContact(input: unknown): Promise<FormResult> {
  return runForm(smallContactForm, input)
}

export async function submitDemand(input: unknown): Promise<FormResult> {
  return runForm(demandForm, input)
}

export async function submitNewsletter(input: unknown): Promise<FormResult> {
  return runForm(newsletterForm, input)
}

export async function submitTestimonial(input: unknown): Promise<FormResult> {
  return runForm(testimonialForm, input)
}

export async function submitJobApplication(input: unknown): Promise<FormResult> {
  return runForm(jobApplicationForm, input)
}
