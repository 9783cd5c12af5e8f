import { describe, expect, it } from '@jest/globals'

import { linkedCopy, transactionEnded } from '../../../src/revalidation/transactionEnd'

const later = (ms: number, run: () => void) => setTimeout(run, ms)

describe('transactionEnded', () => {
  it('resolves at once for a request without a transaction', async () => {
    await expect(transactionEnded({})).resolves.toBe(true)
    await expect(transactionEnded({ transactionID: null })).resolves.toBe(true)
  })

  it('waits until Payload deletes the id after its commit', async () => {
    const req: { transactionID?: unknown } = { transactionID: 'tx-1' }
    let deleted = false
    later(40, () => {
      deleted = true
      delete req.transactionID
    })
    await expect(transactionEnded(req, { pollMs: 2 })).resolves.toBe(true)
    expect(deleted).toBe(true)
  })

  it('follows a transaction still being started: its promise, then its id', async () => {
    const req: { transactionID?: unknown } = {}
    req.transactionID = new Promise((resolve) =>
      later(10, () => {
        req.transactionID = 'tx-2'
        resolve('tx-2')
      }),
    )
    let deleted = false
    later(50, () => {
      deleted = true
      delete req.transactionID
    })
    await expect(transactionEnded(req, { pollMs: 2 })).resolves.toBe(true)
    expect(deleted).toBe(true)
  })

  it('takes a start that gave no transaction (an adapter without them) as none', async () => {
    // The resolved promise stays on the request for good: waiting on it would wait for ever.
    await expect(transactionEnded({ transactionID: Promise.resolve(null) }, { timeoutMs: 50 })).resolves.toBe(true)
  })

  it("takes what Payload's dataloader leaves of that promise ({}, through its JSON batch key) as none (SQLite)", async () => {
    // With a timeout the test would outlive if it waited: it must answer at once, and say "ended".
    await expect(
      transactionEnded({ transactionID: JSON.parse(JSON.stringify([Promise.resolve(null)]))[0] }, { timeoutMs: 60_000 }),
    ).resolves.toBe(true)
  })

  it('gives up after its timeout on a transaction that never ends', async () => {
    await expect(transactionEnded({ transactionID: 'stuck' }, { pollMs: 2, timeoutMs: 30 })).resolves.toBe(false)
  })

  it('a copy for nested writes waits for the transaction of the request it was made from (PostgreSQL)', async () => {
    const req: { transactionID?: unknown; context: object } = { transactionID: 'tx-2', context: {} }
    const copy = linkedCopy({ ...req, context: {} }, req)
    const nested = linkedCopy({ ...copy, context: {} }, copy)
    later(40, () => delete req.transactionID)
    // The copies keep their own id: before, they waited for it until the timeout.
    await expect(transactionEnded(nested, { pollMs: 2, timeoutMs: 1_000 })).resolves.toBe(true)
    expect(copy.transactionID).toBe('tx-2')
  })
})
