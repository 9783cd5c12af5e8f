import { describe, expect, it } from '@jest/globals'

import { DEFAULT_SEND_PARALLELISM, SendGate, SendGateClosedError, emailSendGate, sendParallelism } from '../../../src/email/sendGate'

/** Lets every settled promise run its handlers. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('outbox send gate', () => {
  it('lets one send through at a time by default, the others in arrival order', async () => {
    const gate = new SendGate(1)
    const order: string[] = []
    const leaveA = await gate.enter()
    const b = gate.enter().then((leave) => (order.push('b'), leave))
    const c = gate.enter().then((leave) => (order.push('c'), leave))
    await settle()
    expect(order).toEqual([])
    expect(gate.underWay).toBe(1)
    expect(gate.queued).toBe(2)

    leaveA()
    const leaveB = await b
    await settle()
    expect(order).toEqual(['b'])
    expect(gate.underWay).toBe(1)
    leaveB()
    ;(await c)()
    expect(order).toEqual(['b', 'c'])
    expect(gate.underWay).toBe(0)
  })

  it('never has more than its capacity under way', async () => {
    const gate = new SendGate(3)
    let underWay = 0
    let most = 0
    await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const leave = await gate.enter()
        underWay++
        most = Math.max(most, underWay)
        await new Promise((resolve) => setTimeout(resolve, n % 4))
        underWay--
        leave()
      }),
    )
    expect(most).toBe(3)
    expect(gate.underWay).toBe(0)
  })

  it('counts a leave once however often it is called', async () => {
    const gate = new SendGate(1)
    const leave = await gate.enter()
    leave()
    leave()
    expect(gate.underWay).toBe(0)
    const again = await gate.enter()
    expect(gate.underWay).toBe(1)
    again()
  })

  it('once closed, refuses the waiting and later sends and lets the ones under way finish', async () => {
    const gate = new SendGate(1)
    const leave = await gate.enter()
    const waiting = gate.enter()
    gate.close()
    await expect(waiting).rejects.toBeInstanceOf(SendGateClosedError)
    await expect(gate.enter()).rejects.toBeInstanceOf(SendGateClosedError)
    expect(gate.underWay).toBe(1)
    leave()
    expect(gate.underWay).toBe(0)
  })

  it('reads EMAIL_SEND_PARALLELISM as a whole number from 1, else 1', () => {
    expect(DEFAULT_SEND_PARALLELISM).toBe(1)
    expect(sendParallelism({})).toBe(1)
    expect(sendParallelism({ EMAIL_SEND_PARALLELISM: '4' })).toBe(4)
    for (const bad of ['0', '-2', '1.5', 'many', '']) expect(sendParallelism({ EMAIL_SEND_PARALLELISM: bad })).toBe(1)
  })

  it('is one gate per process, whichever bundle asks', () => {
    expect(emailSendGate()).toBe(emailSendGate())
    expect(emailSendGate()).toBe((globalThis as Record<symbol, unknown>)[Symbol.for('kempen.emailSendGate')])
  })
})
