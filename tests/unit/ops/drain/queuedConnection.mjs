// A visitor's connection arrives while the server's event loop is busy: the kernel queues it on the
// listener and takes its request. Then the shutdown begins (`server.close()` as `next start` calls it on
// SIGTERM, then the drain) before the loop has accepted it. The client is a process of its own, since this
// one is busy. Prints what the client received.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

const CLIENT = `
const { writeFileSync } = require('node:fs')
const [port, sent, out] = process.argv.slice(1)
const socket = require('node:net').connect(Number(port), '127.0.0.1', () => {
  socket.write('GET /queued HTTP/1.1\\r\\nHost: shop.test\\r\\n\\r\\n', () => writeFileSync(sent, ''))
})
let received = ''
socket.setEncoding('utf8')
socket.on('data', (chunk) => (received += chunk))
socket.on('error', (error) => (received += '[' + error.code + ']'))
socket.on('close', () => writeFileSync(out, received))
`

const { installConnectionDrain, startConnectionDrain } = await import(process.argv[2])
installConnectionDrain()
const server = createServer((request, response) => response.end(`answer to ${request.url}`))
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const dir = mkdtempSync(path.join(tmpdir(), 'drain-'))
const sent = path.join(dir, 'sent')
const out = path.join(dir, 'out')
const client = spawn(process.execPath, ['-e', CLIENT, String(server.address().port), sent, out], { stdio: 'inherit' })
const exited = new Promise((resolve) => client.on('exit', resolve))
// Busy until the client has connected and sent its request: the loop accepts nothing meanwhile.
const giveUp = Date.now() + 15_000
while (!existsSync(sent) && Date.now() < giveUp);
server.close()
startConnectionDrain(5_000)
await exited
process.stdout.write(`\nRECEIVED ${JSON.stringify(existsSync(out) ? readFileSync(out, 'utf8') : '(no answer)')}`)
process.exit(0)
