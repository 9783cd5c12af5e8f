import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

import { requiredMajor } from '../../../scripts/node-runtime.mjs'

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8')

describe('one Node.js major in production and in the tests', () => {
  const major = requiredMajor(JSON.parse(read('package.json')).engines)

  it('is the one package.json engines.node names, an LTS (even) major', () => {
    expect(major % 2).toBe(0)
    expect(requiredMajor({ node: '^24' })).toBe(24)
    expect(() => requiredMajor({ node: '>=20.9' })).toThrow('engines.node must be "^MAJOR"')
  })

  it('is the Dockerfile default for every stage', () => {
    const dockerfile = read('Dockerfile')
    expect(dockerfile).toMatch(new RegExp(`^ARG NODE_MAJOR=${major}$`, 'm'))
    const stages = dockerfile.match(/^FROM .*$/gm) ?? []
    expect(stages.length).toBeGreaterThan(0)
    for (const stage of stages) expect(stage).toMatch(/^FROM node:\$\{NODE_MAJOR\}-bookworm-slim AS \w+$/)
  })

  it('is the one npm test and npm start run on (scripts/node-runtime.mjs first on PATH)', () => {
    expect(read('scripts/test.sh')).toContain('NODE_DIR=$(node scripts/node-runtime.mjs)')
    expect(read('scripts/start.mjs')).toContain('await runOnRequiredNode(log)')
  })
})
