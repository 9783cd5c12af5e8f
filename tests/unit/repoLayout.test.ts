import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

import { namedRooms } from '../../scripts/layers.mjs'

const root = path.resolve(__dirname, '../..')

/** The tracked files (git), so build output and runtime folders (data/, tmp/, media/) never count. */
function trackedPaths(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return out.split('\0').filter(Boolean)
}

const namedPaths = () => namedRooms(readFileSync(path.join(root, 'README.md'), 'utf8'))

describe('the README map', () => {
  it('names only paths that exist', () => {
    const missing = namedPaths().filter((p) => !existsSync(path.join(root, p)))
    expect(missing).toEqual([])
  })

  it('names every top-level folder and every room under src/', () => {
    const named = new Set(namedPaths().map((p) => p.replace(/\/$/, '')))
    const rooms = new Set<string>()
    for (const file of trackedPaths()) {
      const parts = file.split('/')
      if (parts.length < 2 || parts[0].startsWith('.')) continue
      if (parts[0] !== 'src') rooms.add(parts[0])
      else if (parts[1] === 'app' && parts.length > 3) rooms.add(`src/app/${parts[2]}`)
      else if (parts[1] !== 'app' && parts.length > 2) rooms.add(`src/${parts[1]}`)
    }
    const unnamed = [...rooms].filter((room) => !named.has(room)).sort()
    expect(unnamed).toEqual([])
  })
})

describe('tracked paths', () => {
  it('never differ only by letter case (imports resolve to the wrong file on case-insensitive file systems)', () => {
    const byLowerCase = new Map<string, string[]>()
    for (const file of trackedPaths()) {
      // Every prefix counts: two folders differing by case clash as much as two files.
      const parts = file.split('/')
      for (let i = 1; i <= parts.length; i++) {
        const p = parts.slice(0, i).join('/')
        const key = p.toLowerCase()
        const seen = byLowerCase.get(key) ?? []
        if (!seen.includes(p)) byLowerCase.set(key, [...seen, p])
      }
    }
    const clashes = [...byLowerCase.values()].filter((paths) => paths.length > 1)
    expect(clashes).toEqual([])
  })

  it('never differ only by case and extension for a module (Popup.tsx beside popup.ts)', () => {
    const modules = new Map<string, string[]>()
    for (const file of trackedPaths()) {
      const match = file.match(/^(.*)\.(ts|tsx|js|jsx|mjs|cjs)$/)
      if (!match) continue
      const key = match[1].toLowerCase()
      modules.set(key, [...(modules.get(key) ?? []), file])
    }
    const clashes = [...modules.values()].filter((files) => new Set(files.map((f) => f.replace(/\.[^.]+$/, ''))).size > 1)
    expect(clashes).toEqual([])
  })
})
