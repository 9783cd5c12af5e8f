import { z } from 'zod'

import { formBase, optionalText, person } from '../shared/fields'
import { CV_UPLOAD, fileField } from '../shared/uploadField'

/** Form 12b: a job application for a vacancy, with a CV (PDF, at most 5 MB). */
export const jobApplicationSchema = z.object({
  ...formBase,
  ...person({ phoneRequired: true }),
  vacancy: z.coerce.number().int().positive(),
  message: optionalText(5000),
  cv: fileField({ required: true, maxBytes: CV_UPLOAD.maxBytes }),
})
