// A TCP proxy a test can cut and restore, to take a service (PostgreSQL) away from a running server the
// way a network failure or a database restart does: open connections are reset and new ones refused,
// while the service itself keeps running for the test's own checks.
import net from 'node:net'

/**
 * Forwards 127.0.0.1:`port` to `target` ({ host, port }). `cut()` resets every open connection and refuses
 * new ones (ECONNREFUSED, as a stopped database); `restore()` listens again on the same port.
 */
export async function startTcpProxy({ port, target }) {
  const sockets = new Set()
  let server = null

  const listen = () =>
    new Promise((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        sockets.add(client).add(upstream)
        const drop = () => {
          client.destroy()
          upstream.destroy()
          sockets.delete(client)
          sockets.delete(upstream)
        }
        client.on('error', drop).on('close', drop)
        upstream.on('error', drop).on('close', drop)
        client.pipe(upstream).pipe(client)
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', resolve)
    })

  await listen()
  return {
    port,
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve))
      // A reset, as a database host going away gives, not a polite end of the connection.
      for (const socket of sockets) socket.resetAndDestroy()
      sockets.clear()
      await closed
    },
    restore: listen,
    async stop() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => (server.listening ? server.close(resolve) : resolve()))
    },
  }
}
