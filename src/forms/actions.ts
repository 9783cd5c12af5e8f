'use server'

import { siteContactForm, smallContactForm } from './contact/definition'
import { documentsForm } from './documents/definition'
import { sendToFriendForm } from './friend/definition'
import { propertyInfoForm } from './info/definition'
import { offerForm } from './offer/definition'
import { projectInfoForm } from './project/definition'
import { rentalApplicationForm } from './rental/definition'
import { valuationForm } from './valuation/definition'
import { visitForm } from './visit/definition'
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

export async function submitPropertyInfo(input: unknown): Promise<FormResult> {
  return runForm(propertyInfoForm, input)
}

export async function submitVisit(input: unknown): Promise<FormResult> {
  return runForm(visitForm, input)
}

export async function submitValuation(input: unknown): Promise<FormResult> {
  return runForm(valuationForm, input)
}

export async function submitSendToFriend(input: unknown): Promise<FormResult> {
  return runForm(sendToFriendForm, input)
}

export async function submitDocumentRequest(input: unknown): Promise<FormResult> {
  return runForm(documentsForm, input)
}

export async function submitOffer(input: unknown): Promise<FormResult> {
  return runForm(offerForm, input)
}

export async function submitRentalApplication(input: unknown): Promise<FormResult> {
  return runForm(rentalApplicationForm, input)
}

export async function submitProjectInfo(input: unknown): Promise<FormResult> {
  return runForm(projectInfoForm, input)
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
