import { describe, expect, it } from '@jest/globals'
import type { PayloadRequest } from 'payload'

import { validationDetails } from '../../../src/api/validationDetails'

/**
 * A refused save keeps its field errors in the answer (the admin shows each beside its field), whichever
 * copy of Payload's ValidationError class threw it: the hook reads the error's own fields.
 */
const run = (error: unknown, result: unknown) =>
  validationDetails({ context: {}, error: error as Error, req: {} as PayloadRequest, result: result as never })

/** A ValidationError as a second copy of Payload's class makes it: same fields, another prototype. */
const validationError = (status = 400) =>
  Object.assign(new Error('The following field is invalid: Organisatie > Ondernemingsnummer (btw)'), {
    name: 'ValidationError',
    status,
    data: {
      global: 'site-settings',
      errors: [{ path: 'organisation.vatNumber', message: 'Het controlegetal klopt niet: verwacht 30.' }],
    },
  })

describe('validationDetails', () => {
  it('puts the field errors back into the summary-only answer', () => {
    const error = validationError()
    expect(run(error, { errors: [{ message: error.message }] })).toEqual({
      response: { errors: [{ name: 'ValidationError', data: error.data, message: error.message }] },
      status: 400,
    })
  })

  it('recognises it by what it carries, whatever its (minified) class name', () => {
    const error = Object.assign(validationError(), { name: 't' })
    expect(run(error, { errors: [{ message: error.message }] })).toMatchObject({ status: 400 })
  })

  it('leaves an answer that has them, other errors and 500s alone', () => {
    const error = validationError()
    expect(run(error, { errors: [{ name: 'ValidationError', data: error.data, message: error.message }] })).toBeUndefined()
    expect(run(new Error('boom'), { errors: [{ message: 'Something went wrong.' }] })).toBeUndefined()
    expect(run(Object.assign(new Error('x'), { name: 'ValidationError', status: 400 }), undefined)).toBeUndefined()
    expect(run(Object.assign(new Error('x'), { status: 400, data: { errors: [] } }), undefined)).toBeUndefined()
    expect(run(Object.assign(new Error('x'), { status: 403, data: { errors: ['no message'] } }), undefined)).toBeUndefined()
    expect(run(validationError(500), { errors: [{ message: 'Something went wrong.' }] })).toBeUndefined()
  })
})
