import { createServer, type Server } from 'node:net'

import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

/**
 * A real SMTP receiver on localhost (the `smtp-server` package): tests point Payload's nodemailer
 * adapter at it, stop it to simulate an outage and start it again on the same port.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = []
  private server: SMTPServer | null = null

  /** `refuses`: recipients answered 550 at RCPT TO, as a real server answers an unknown mailbox. */
  constructor(
    readonly port: number,
    private readonly refuses: (address: string) => boolean = () => false,
  ) {}

  /** Starts listening; does nothing when it already listens. */
  async start(): Promise<void> {
    if (this.server) return
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) =>
        this.refuses(address.address) ? callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })) : callback(),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** Messages sent to `address` so far. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address))
  }
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe: Server = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
  const address = probe.address()
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Points the e-mail adapter at a test SMTP server on `port` and shortens the retry backoff. */
function pointSmtpAt(port: number): void {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  process.env.SMTP_SECURE = 'false'
  process.env.EMAIL_RETRY_DELAY_MS = '1'
}

let runPort: Promise<number> | undefined

/**
 * The SMTP port of this run: the Payload config reads the SMTP settings once, when it loads, and every
 * test file of a run shares one Payload (tests/int/shared.test.ts), so they share one port too. The
 * first call picks a free port and points the e-mail adapter at it (before the config loads: call it
 * before importing the test helpers); later calls answer the same port. Files take turns on it: each
 * starts its own TestSmtpServer there and stops it in afterAll.
 */
export function smtpPortOfRun(): Promise<number> {
  runPort ??= freePort().then((port) => {
    pointSmtpAt(port)
    return port
  })
  return runPort
}
