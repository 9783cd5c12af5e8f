// A keep-alive connection answers a first request and turns idle. A second request is sent on it and, before
// the server's event loop has read it (the loop is busy, as under a long render), the shutdown begins:
// `server.close()` as `next start` calls it on SIGTERM, then the drain. Prints what the client received.
import { createServer } from 'node:http'
import { connect } from 'node:net'

const { installConnectionDrain, startConnectionDrain } = await import(process.argv[2])
installConnectionDrain()
const server = createServer((request, response) => response.end(`answer to ${request.url}`))
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const socket = connect(server.address().port, '127.0.0.1')
let received = ''
socket.setEncoding('utf8')
socket.on('data', (chunk) => (received += chunk))
socket.on('error', (error) => (received += `[${error.code}]`))
const closed = new Promise((resolve) => socket.on('close', resolve))
const get = (url) => `GET ${url} HTTP/1.1\r\nHost: shop.test\r\n\r\n`
await new Promise((resolve) => socket.once('connect', resolve))
socket.write(get('/first'))
while (!received.includes('answer to /first')) await new Promise((resolve) => setTimeout(resolve, 5))
socket.write(get('/second'))
const busyUntil = Date.now() + 100
while (Date.now() < busyUntil);
server.close()
startConnectionDrain(5_000)
await closed
process.stdout.write(`\nRECEIVED ${JSON.stringify(received)}`)
process.exit(0)
