import { solve, whenMounted, type AltchaWidget } from '../../../../../src/forms/shared/ui/altchaWidget'

/**
 * A stand-in for `<altcha-widget>` with the behaviour that matters: methods only after mount, state
 * changes as events, a proof of work that can fail (challenge not fetched) or succeed.
 */
class FakeWidget extends EventTarget implements AltchaWidget {
  configure?: AltchaWidget['configure']
  verify?: AltchaWidget['verify']
  getState?: AltchaWidget['getState']
  state = 'unverified'
  verifyCalls = 0

  constructor(private outcomes: Array<'ok' | 'error' | 'throw'>) {
    super()
  }

  mount() {
    this.configure = () => undefined
    this.getState = () => this.state
    this.verify = async () => {
      this.verifyCalls += 1
      const outcome = this.outcomes.shift() ?? 'ok'
      if (outcome === 'throw') throw new Error('network')
      this.emit('verifying')
      await new Promise((r) => setTimeout(r, 5))
      if (outcome === 'error') this.emit('error')
      else this.emit('verified', `solution-${this.verifyCalls}`)
    }
    this.dispatchEvent(new CustomEvent('load'))
  }

  emit(state: string, payload?: string) {
    this.state = state
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }))
  }
}

describe('whenMounted', () => {
  it('is true at once for a mounted widget', async () => {
    const widget = new FakeWidget([])
    widget.mount()
    await expect(whenMounted(widget)).resolves.toBe(true)
  })

  it('waits for the mount (the methods do not exist before it)', async () => {
    const widget = new FakeWidget([])
    const mounted = whenMounted(widget, 1_000)
    expect(widget.configure).toBeUndefined()
    setTimeout(() => widget.mount(), 20)
    await expect(mounted).resolves.toBe(true)
  })

  it('gives up after its timeout when the widget never mounts', async () => {
    await expect(whenMounted(new FakeWidget([]), 30)).resolves.toBe(false)
  })
})

describe('solve', () => {
  it('answers the solution the widget already has without new work', async () => {
    const widget = new FakeWidget([])
    widget.mount()
    await expect(solve(widget, { current: () => 'known' })).resolves.toBe('known')
    expect(widget.verifyCalls).toBe(0)
  })

  it('starts the proof of work when none runs and answers its solution', async () => {
    const widget = new FakeWidget(['ok'])
    widget.mount()
    await expect(solve(widget, { current: () => '' })).resolves.toBe('solution-1')
    expect(widget.verifyCalls).toBe(1)
  })

  it('waits for a proof of work already running instead of starting (and aborting) another', async () => {
    const widget = new FakeWidget([])
    widget.mount()
    widget.state = 'verifying'
    const answer = solve(widget, { current: () => '' })
    setTimeout(() => widget.emit('verified', 'running-one'), 10)
    await expect(answer).resolves.toBe('running-one')
    expect(widget.verifyCalls).toBe(0)
  })

  it('tries again after a failed or thrown attempt (a dropped connection)', async () => {
    const widget = new FakeWidget(['error', 'throw', 'ok'])
    widget.mount()
    await expect(solve(widget, { current: () => '', retryDelayMs: 5 })).resolves.toBe('solution-3')
    expect(widget.verifyCalls).toBe(3)
  })

  it('answers empty after its retries, so the form can say so and be sent again', async () => {
    const widget = new FakeWidget(['error', 'error', 'error', 'ok'])
    widget.mount()
    await expect(solve(widget, { current: () => '', retries: 2, retryDelayMs: 5 })).resolves.toBe('')
    expect(widget.verifyCalls).toBe(3)
  })

  it('answers empty after its timeout when the widget never reports', async () => {
    const widget = new FakeWidget([])
    widget.mount()
    widget.state = 'verifying'
    await expect(solve(widget, { current: () => '', timeoutMs: 30 })).resolves.toBe('')
  })

  it('starts again when the widget is reset to unverified with nothing running', async () => {
    const widget = new FakeWidget([])
    widget.mount()
    widget.state = 'verifying'
    const answer = solve(widget, { current: () => '' })
    setTimeout(() => widget.emit('unverified'), 5)
    await expect(answer).resolves.toBe('solution-1')
  })
})
