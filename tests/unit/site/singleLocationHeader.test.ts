import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { installSingleLocationHeader } from '../../../src/site/singleLocationHeader'

/** Location headers as a client receives them (rawHeaders keeps one entry per header line). */
function locationsOf(server: Server, path: string): Promise<string[]> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume()
      res.on('end', () => {
        const values: string[] = []
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i].toLowerCase() === 'location') values.push(res.rawHeaders[i + 1])
        resolve(values)
      })
    })
    req.on('error', reject)
    req.end()
  })
}

describe('installSingleLocationHeader (issue 19.1)', () => {
  // Does what Next 16.4's page runtime does on a first render: set the Location, then append the
  // recorded one again.
  const server = createServer((req, res) => {
    res.statusCode = 308
    res.setHeader('location', '/nl/te-koop/mol/woning/2449/')
    res.appendHeader('location', '/nl/te-koop/mol/woning/2449/')
    if (req.url === '/written') res.write('')
    res.end()
  })

  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends one Location where the response had it twice, also when the body starts first', async () => {
    expect(await locationsOf(server, '/')).toHaveLength(2)
    installSingleLocationHeader()
    installSingleLocationHeader()
    expect(await locationsOf(server, '/')).toEqual(['/nl/te-koop/mol/woning/2449/'])
    expect(await locationsOf(server, '/written')).toEqual(['/nl/te-koop/mol/woning/2449/'])
  })
})
