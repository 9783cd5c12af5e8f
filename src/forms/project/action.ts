'use server'

import type { FormResult } from '../shared/result'
import { runForm } from '../shared/runForm'
import { projectInfoForm } from './definition'

/**
 * This form's server action: the shared runner with the form's definition. Its own file, so a page's
 * client code references only this form's action. Input is untrusted: the definition's zod schema validates it again.
 */
export async function submitProjectInfo(input: unknown): Promise<FormResult> {
  return runForm(projectInfoForm, input)
}
