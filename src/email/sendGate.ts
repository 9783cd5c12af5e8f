/**
 * How many outbox sends one process has under way at a time. A send is under way from its row's claim
 * until its `sent` mark; a process killed in between leaves exactly those rows claimed and unmarked,
 * and they are the only e-mails a restart can send again (SMTP may already have accepted them). So
 * this number is the most repeats a crash of one worker can cause. Payload's job runner starts every
 * job of a run at once (up to the run's limit), and forms start runs of their own: the gate, not the
 * runner, is what bounds the sends.
 */
export const DEFAULT_SEND_PARALLELISM = 1

/** EMAIL_SEND_PARALLELISM: a whole number from 1; anything else is the default. */
export function sendParallelism(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.EMAIL_SEND_PARALLELISM)
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_SEND_PARALLELISM
}

/** Thrown to a send that waited at a gate closed meanwhile (the process is shutting down). */
export class SendGateClosedError extends Error {
  constructor() {
    super('E-mail sending stopped: the process is shutting down; the job is retried by the next worker run')
    this.name = 'SendGateClosedError'
  }
}

/**
 * A counting gate: at most `capacity` holders, the others wait in arrival order. `enter` resolves with
 * the function that leaves (call it once). After `close` nobody enters: the waiting and later callers
 * get SendGateClosedError, the holders finish.
 */
export class SendGate {
  private holders = 0
  private closed = false
  private readonly waiting: Array<{ admit: () => void; refuse: (error: Error) => void }> = []

  constructor(readonly capacity: number) {}

  get underWay(): number {
    return this.holders
  }

  get queued(): number {
    return this.waiting.length
  }

  enter(): Promise<() => void> {
    if (this.closed) return Promise.reject(new SendGateClosedError())
    if (this.holders < this.capacity) {
      this.holders++
      return Promise.resolve(this.leaver())
    }
    return new Promise((resolve, reject) => {
      // The seat is handed over by the leaver: the count never drops while someone waits.
      this.waiting.push({ admit: () => resolve(this.leaver()), refuse: reject })
    })
  }

  close(): void {
    this.closed = true
    for (const waiter of this.waiting.splice(0)) waiter.refuse(new SendGateClosedError())
  }

  private leaver(): () => void {
    let left = false
    return () => {
      if (left) return
      left = true
      const next = this.waiting.shift()
      if (next) next.admit()
      else this.holders--
    }
  }
}

const GATE = Symbol.for('kempen.emailSendGate')

/**
 * The process's one gate. On globalThis because Next bundles a module once per layer (server actions,
 * route handlers, instrumentation): a module-level gate would be one per bundle, not one per process.
 */
export function emailSendGate(): SendGate {
  const state = globalThis as { [GATE]?: SendGate }
  state[GATE] ??= new SendGate(sendParallelism())
  return state[GATE]
}
