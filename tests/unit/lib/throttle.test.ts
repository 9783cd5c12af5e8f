import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'

import { throttle } from '../../../src/lib/throttle'

describe('throttle (scroll handler, 100 ms)', () => {
  beforeEach(() => {
    jest.useFakeTimers()
  })
  afterEach(() => {
    jest.useRealTimers()
  })

  it('runs the first call at once, then at most once per interval with the latest arguments', () => {
    const calls: number[] = []
    const onScroll = throttle((y: number) => calls.push(y), 100)
    onScroll(1)
    onScroll(2)
    onScroll(3)
    expect(calls).toEqual([1])
    jest.advanceTimersByTime(99)
    expect(calls).toEqual([1])
    jest.advanceTimersByTime(1)
    expect(calls).toEqual([1, 3])
  })

  it('runs again immediately once the interval has passed', () => {
    const calls: number[] = []
    const onScroll = throttle((y: number) => calls.push(y), 100)
    onScroll(1)
    jest.advanceTimersByTime(150)
    onScroll(2)
    expect(calls).toEqual([1, 2])
  })

  it('cancel drops a pending call', () => {
    const calls: number[] = []
    const onScroll = throttle((y: number) => calls.push(y), 100)
    onScroll(1)
    onScroll(2)
    onScroll.cancel()
    jest.advanceTimersByTime(200)
    expect(calls).toEqual([1])
  })
})
