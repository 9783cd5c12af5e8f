import { describe, expect, it } from '@jest/globals'

import { isDatabaseUnreachable } from '../../../src/lib/databaseReach'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnreachable (issue 35.1)', () => {
  it('knows a database that is not there, through every wrapper', () => {
    expect(isDatabaseUnreachable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnreachable(new Error('Connection terminated due to connection timeout'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('the database system is starting up', '57P03'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('sorry, too many clients already', '53300'))).toBe(true)
    expect(isDatabaseUnreachable(Object.assign(new Error('Server selection timed out'), { name: 'MongoServerSelectionError' }))).toBe(true)
    // Drizzle's query error around the driver's, and Payload's around that.
    const drizzle = new Error('Failed query: select "id" from "users"', { cause: withCode('read ECONNRESET', 'ECONNRESET') })
    expect(isDatabaseUnreachable(new Error('Something went wrong.', { cause: drizzle }))).toBe(true)
    // Node's connect over IPv4 and IPv6 at once.
    expect(isDatabaseUnreachable(new AggregateError([withCode('a', 'ECONNREFUSED'), withCode('b', 'ECONNREFUSED')], ''))).toBe(true)
  })

  it('does not mistake a fault in a query or in the data for an outage', () => {
    expect(isDatabaseUnreachable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false)
    expect(isDatabaseUnreachable(withCode('relation "users" does not exist', '42P01'))).toBe(false)
    expect(isDatabaseUnreachable(withCode('database is locked', 'SQLITE_BUSY'))).toBe(false)
    expect(isDatabaseUnreachable(new Error('The following field is invalid: email'))).toBe(false)
    expect(isDatabaseUnreachable(null)).toBe(false)
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false)
    // A cause chain that loops ends.
    const looping: Error & { cause?: unknown } = new Error('loop')
    looping.cause = looping
    expect(isDatabaseUnreachable(looping)).toBe(false)
  })
})
