import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, test } from '@jest/globals'

/**
 * The drain at shutdown (src/ops/connectionDrain.ts) against a real HTTP server and raw connections, each
 * scenario (tests/unit/ops/drain/) in a process of its own: the drain changes Node's http.Server for the whole
 * process. The module runs as it is (Node strips its types).
 */
const MODULE = path.resolve(__dirname, '../../../src/ops/connectionDrain.ts')

/** What the scenario's client received before its connection closed. */
function received(scenario: string): string {
  const output = execFileSync(process.execPath, ['--no-warnings', path.join(__dirname, 'drain', scenario), MODULE], {
    encoding: 'utf8',
    timeout: 30_000,
  })
  // The drain logs a line of its own before the client's report.
  return JSON.parse(output.slice(output.lastIndexOf('RECEIVED ') + 'RECEIVED '.length)) as string
}

describe('connection drain at shutdown', () => {
  test('a request that arrived on an idle connection while the event loop was busy is answered, with Connection: close', () => {
    const answer = received('idleRequest.mjs')
    expect(answer).toContain('answer to /first')
    expect(answer).toContain('answer to /second')
    expect(answer.slice(answer.indexOf('answer to /first'))).toMatch(/\r\nconnection: close\r\n/i)
    expect(answer).not.toMatch(/\[E[A-Z]+\]/)
  })

  test('a connection that arrived while the event loop was busy is accepted and answered, not reset with the listener', () => {
    const answer = received('queuedConnection.mjs')
    expect(answer).toContain('answer to /queued')
    expect(answer).toMatch(/\r\nconnection: close\r\n/i)
    expect(answer).not.toMatch(/\[E[A-Z]+\]/)
  })
})
