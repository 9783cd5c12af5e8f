import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, test } from '@jest/globals'

/**
 * The drain at shutdown (src/ops/connectionDrain.ts) against a real HTTP server and a raw keep-alive
 * connection, in a process of its own: the drain changes Node's http.Server for the whole process.
 * The module runs as it is (Node strips its types).
 */
const MODULE = path.resolve(__dirname, '../../../src/ops/connectionDrain.ts')

/**
 * A keep-alive connection answers a first request and turns idle. A second request is sent on it and,
 * before the server's event loop has read it (the loop is busy, as under a long render), the shutdown
 * begins: `server.close()` as `next start` calls it on SIGTERM, then the drain. Prints what the client
 * received before its connection closed.
 */
const SCENARIO = `
const { createServer } = await import('node:http')
const { connect } = await import('node:net')
const { installConnectionDrain, startConnectionDrain } = await import(process.argv[1])
installConnectionDrain()
const server = createServer((request, response) => response.end('answer to ' + request.url))
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const socket = connect(server.address().port, '127.0.0.1')
let received = ''
socket.setEncoding('utf8')
socket.on('data', (chunk) => { received += chunk })
socket.on('error', (error) => { received += '[' + error.code + ']' })
const closed = new Promise((resolve) => socket.on('close', resolve))
const get = (url) => 'GET ' + url + ' HTTP/1.1\\r\\nHost: shop.test\\r\\n\\r\\n'
await new Promise((resolve) => socket.once('connect', resolve))
socket.write(get('/first'))
while (!received.includes('answer to /first')) await new Promise((resolve) => setTimeout(resolve, 5))
socket.write(get('/second'))
const busyUntil = Date.now() + 100
while (Date.now() < busyUntil) {}
server.close()
startConnectionDrain(5000)
await closed
process.stdout.write('\\nRECEIVED ' + JSON.stringify(received))
process.exit(0)
`

describe('connection drain at shutdown', () => {
  test('a request that arrived while the event loop was busy is answered, with Connection: close, not reset', () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', SCENARIO, MODULE], {
      encoding: 'utf8',
      timeout: 20_000,
    })
    // The drain logs a line of its own before the client's report.
    const received = JSON.parse(output.slice(output.lastIndexOf('RECEIVED ') + 'RECEIVED '.length)) as string
    expect(received).toContain('answer to /first')
    expect(received).toContain('answer to /second')
    const second = received.slice(received.indexOf('answer to /first'))
    expect(second).toMatch(/\r\nconnection: close\r\n/i)
    expect(received).not.toMatch(/\[E[A-Z]+\]/)
  })
})
