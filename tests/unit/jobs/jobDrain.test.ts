import { describe, expect, it } from '@jest/globals'

import { DEFAULT_SHUTDOWN_GRACE_MS, drainJobRunners, shutdownGraceMs, type JobRunner } from '../../../src/jobs/drain'

/** A runner busy until the fake clock reaches `busyUntil`. */
function runner(clock: { t: number }, busyUntil: number): JobRunner & { stopped: boolean } {
  return {
    stopped: false,
    stop() {
      this.stopped = true
    },
    isBusy: () => clock.t < busyUntil,
  }
}

function fakeTime() {
  const clock = { t: 0 }
  return { clock, now: () => clock.t, sleep: async (ms: number) => void (clock.t += ms) }
}

describe('draining the job runners at shutdown', () => {
  it('stops every runner and returns at once when none is running', async () => {
    const { clock, now, sleep } = fakeTime()
    const runners = [runner(clock, 0), runner(clock, 0)]
    expect(await drainJobRunners(runners, { graceMs: 5_000, now, sleep })).toEqual({ drained: true, busyAtStart: 0, waitedMs: 0 })
    expect(runners.every((r) => r.stopped)).toBe(true)
  })

  it('waits for the runs in progress to finish', async () => {
    const { clock, now, sleep } = fakeTime()
    const outcome = await drainJobRunners([runner(clock, 1_200), runner(clock, 0), runner(clock, 3_050)], {
      graceMs: 10_000,
      pollMs: 100,
      now,
      sleep,
    })
    expect(outcome).toEqual({ drained: true, busyAtStart: 2, waitedMs: 3_100 })
  })

  it('gives up when the grace runs out', async () => {
    const { clock, now, sleep } = fakeTime()
    const outcome = await drainJobRunners([runner(clock, 60_000)], { graceMs: 2_000, pollMs: 250, now, sleep })
    expect(outcome).toEqual({ drained: false, busyAtStart: 1, waitedMs: 2_000 })
  })
})

describe('the shutdown grace', () => {
  it.each([
    [undefined, DEFAULT_SHUTDOWN_GRACE_MS],
    ['', DEFAULT_SHUTDOWN_GRACE_MS],
    ['abc', DEFAULT_SHUTDOWN_GRACE_MS],
    ['-5', DEFAULT_SHUTDOWN_GRACE_MS],
    ['0', 0],
    ['8000', 8_000],
  ])('SHUTDOWN_GRACE_MS=%s gives %i ms', (value, expected) => {
    expect(shutdownGraceMs({ SHUTDOWN_GRACE_MS: value })).toBe(expected)
  })
})
