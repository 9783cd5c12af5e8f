import { appendFileSync, readFileSync, rmSync } from 'node:fs'

import { SMTPServer } from 'smtp-server'

/**
 * The run's one real SMTP receiver (the `smtp-server` package), where the mail server
 * (helpers/secondServers.ts) sends its e-mail. It lives in Playwright's runner process (started by
 * global-setup.ts) and the specs run in worker processes, so it writes each message it accepts as one
 * JSON line to a file under tmp/, and a spec reads that file for its own recipient. Addresses starting
 * with "reject" are refused (550): an e-mail that keeps failing.
 */

export interface ReceivedMail {
  to: string[]
  raw: string
}

/** The environment variable naming the receiver's file for the workers. */
const MAILBOX_FILE = 'E2E_MAILBOX_FILE'

export interface Mailbox {
  port: number
  stop(): Promise<void>
}

/** Starts the receiver on `port`, writing to `file` (emptied first); tells the workers where the file is. */
export async function startMailbox(port: number, file: string): Promise<Mailbox> {
  rmSync(file, { force: true })
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, callback) =>
      address.address.startsWith('reject') ? callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })) : callback(),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const mail: ReceivedMail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') }
        // One line per message, ended by its newline: a reader takes only ended lines.
        appendFileSync(file, `${JSON.stringify(mail)}\n`)
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(port, '127.0.0.1', () => resolve())
  })
  process.env[MAILBOX_FILE] = file
  return {
    port,
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      rmSync(file, { force: true })
    },
  }
}

/** The messages the receiver has accepted for `address` so far (read in a worker). */
export function mailsTo(address: string): ReceivedMail[] {
  const file = process.env[MAILBOX_FILE]
  if (!file) throw new Error('no SMTP receiver: the mail specs run under playwright.config.ts (its globalSetup starts one)')
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  // Whole lines only: the text after the last newline is empty or a message still being written.
  return text
    .split('\n')
    .slice(0, -1)
    .map((line) => JSON.parse(line) as ReceivedMail)
    .filter((mail) => mail.to.includes(address))
}
