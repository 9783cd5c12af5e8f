/**
 * An outbox worker of its own, for tests/crash/outbox.test.mjs: Payload's local API on DATABASE_URL
 * (migrated like production), SMTP as the environment says, and the e-mail queue run the way the
 * server runs it (`runEmailQueue`: stale jobs handed back, then one `payload.jobs.run` of up to 50
 * jobs). The test kills it with SIGKILL in the middle of a burst and starts it again.
 *
 *   outboxWorker.ts queue <count> <tag>   queues <count> e-mails to <tag>-<n>@example.be, prints "queued <ids>", runs
 *   outboxWorker.ts run                   runs the queue until it is stopped
 *   outboxWorker.ts standby               loads its modules, prints "standing by", and runs the queue once a
 *                                         line arrives on stdin (a replacement started beside the worker
 *                                         it replaces: loading takes most of a start)
 *
 * Every queue run starts as soon as the previous one ends (a short pause when it found nothing), so
 * the runs follow each other as the server's cron and its forms' after() runs would under load.
 */
import { once } from 'node:events'

import type { Payload } from 'payload'

import { scriptPayload } from '../../cli/payload'
import { queueEmail, runEmailQueue } from '../../src/email/queue'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function queueBurst(payload: Payload, count: number, tag: string): Promise<void> {
  const ids: Array<number | string> = []
  for (let n = 0; n < count; n++) {
    ids.push(
      await queueEmail(payload, { kind: 'crash-test', to: `${tag}-${n}@example.be`, subject: `Burst ${tag} #${n}`, text: `Bericht ${n}` }),
    )
  }
  console.log(`queued ${ids.join(',')}`)
}

async function runForever(payload: Payload): Promise<never> {
  for (;;) {
    const started = Date.now()
    await runEmailQueue(payload).catch((error: unknown) => console.error('queue run failed', error))
    if (Date.now() - started < 50) await pause(100)
  }
}

async function main(): Promise<void> {
  const [mode, count, tag] = process.argv.slice(2)
  if (mode === 'standby') {
    console.log('standing by')
    await once(process.stdin, 'data')
  }
  const payload = await scriptPayload()
  if (mode === 'queue') await queueBurst(payload, Number(count), tag)
  else if (mode !== 'run' && mode !== 'standby') throw new Error(`unknown mode ${mode}`)
  console.log('running')
  await runForever(payload)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
