import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

import { APP_PORT, compose, IMAGE, REPLICAS, rollbackReference } from '../../../deploy/composeCommands.mjs'
import { proxyCountsNoFailures } from '../../../deploy/rollingUpdate.mjs'

// The argv npm run deploy hands to docker (deploy/deploy.mjs): no Docker engine runs here, so only the
// command lines are checked, against docker-compose.yml and deploy/Caddyfile they must agree with.
const composeFile = readFileSync(path.resolve(__dirname, '../../../docker-compose.yml'), 'utf8')

describe('the docker commands of npm run deploy', () => {
  it('names the image, services and port docker-compose.yml has', () => {
    expect(composeFile).toContain(`image: ${IMAGE}:latest`)
    for (const service of [...REPLICAS, 'migrate', 'proxy']) expect(composeFile).toMatch(new RegExp(`^  ${service}:$`, 'm'))
    expect(composeFile).toContain(
      `PROXY_UPSTREAMS: \${PROXY_UPSTREAMS:-${REPLICAS.map((r) => `${r}:${APP_PORT}`)
        .sort()
        .join(' ')}}`,
    )
    expect(REPLICAS).toEqual(['app-2', 'app-1'])
  })

  it('replaces one replica alone, recreated even when its configuration is unchanged', () => {
    expect(compose.replace('app-2')).toEqual(['compose', 'up', '-d', '--no-deps', '--force-recreate', 'app-2'])
  })

  it('builds, tags the release and migrates once', () => {
    expect(compose.build()).toEqual(['compose', 'build'])
    expect(compose.tagRelease('0b5cd0d1a2b3')).toEqual(['tag', 'kempen-vastgoed:latest', 'kempen-vastgoed:0b5cd0d1a2b3'])
    expect(compose.tagLatest('kempen-vastgoed:eba2e80')).toEqual(['tag', 'kempen-vastgoed:eba2e80', 'kempen-vastgoed:latest'])
    expect(compose.migrate()).toEqual(['compose', 'run', '--rm', 'migrate'])
  })

  it("reads a replica's health from Docker and from the proxy's container", () => {
    expect(compose.containerId('app-1')).toEqual(['compose', 'ps', '-q', 'app-1'])
    expect(compose.healthStatus('abc123')).toEqual(['inspect', '--format', '{{.State.Health.Status}}', 'abc123'])
    expect(compose.healthFromProxy('app-1')).toEqual([
      'compose',
      'exec',
      '-T',
      'proxy',
      'wget',
      '-q',
      '-O',
      '-',
      'http://app-1:3000/api/health',
    ])
    expect(compose.proxyUpstreams()).toEqual([
      'compose',
      'exec',
      '-T',
      'proxy',
      'wget',
      '-q',
      '-O',
      '-',
      'http://localhost:2019/reverse_proxy/upstreams',
    ])
    // Caddy's admin API listens where that command asks it, inside the proxy's container.
    expect(readFileSync(path.resolve(__dirname, '../../../deploy/Caddyfile'), 'utf8')).toContain('admin {$CADDY_ADMIN:localhost:2019}')
  })
})

describe('rollbackReference', () => {
  it("is the running image's release tag, else its id", () => {
    expect(rollbackReference('sha256:1a2b', 'kempen-vastgoed:latest kempen-vastgoed:eba2e80')).toBe('kempen-vastgoed:eba2e80')
    expect(rollbackReference('sha256:1a2b', 'kempen-vastgoed:eba2e80')).toBe('kempen-vastgoed:eba2e80')
    expect(rollbackReference('sha256:1a2b', 'kempen-vastgoed:latest')).toBe('sha256:1a2b')
    expect(rollbackReference('sha256:1a2b', '')).toBe('sha256:1a2b')
  })
})

describe('proxyCountsNoFailures', () => {
  const upstreams = [
    { address: 'app-1:3000', num_requests: 2, fails: 0 },
    { address: 'app-2:3000', num_requests: 0, fails: 1 },
  ]
  it("reads Caddy's failure count of one upstream", () => {
    expect(proxyCountsNoFailures(upstreams, 'app-1:3000')).toBe(true)
    expect(proxyCountsNoFailures(upstreams, 'app-2:3000')).toBe(false)
    expect(proxyCountsNoFailures(upstreams, 'app-3:3000')).toBe(false)
    expect(proxyCountsNoFailures(null, 'app-1:3000')).toBe(false)
  })
})
