'use server'

import type { FormResult } from '../shared/result'
import { runForm } from '../shared/runForm'
import { savedSearchForm } from './definition'

/** This form's server action: the shared runner with the form's definition (input validated again there). */
export async function submitSavedSearch(input: unknown): Promise<FormResult> {
  return runForm(savedSearchForm, input)
}
