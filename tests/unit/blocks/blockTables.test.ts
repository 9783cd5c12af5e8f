import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { moduleBlocks } from '../../../blocks'
import { Modules } from '../../../collections/Modules'
import { moduleViewOf, moduleViews } from '@/views/moduleViews'

type Named = { name?: string; type: string; fields?: Named[]; tabs?: { fields: Named[] }[]; options?: ({ value: string } | string)[] }
const flatten = (fields: Named[]): Named[] =>
  fields.flatMap((f) => [f, ...flatten(f.fields ?? []), ...flatten((f.tabs ?? []).flatMap((t) => t.fields))])

describe('lookup tables of the block pattern', () => {
  // blocks/components.tsx is read as text: importing it here would load the data layer and Payload's config
  // (its type already demands one entry per block type; this checks the names and the folders).
  const blocksDir = path.join(process.cwd(), 'blocks')
  const table = readFileSync(path.join(blocksDir, 'components.tsx'), 'utf8')
  const entries = [...table.matchAll(/^\s+'?([a-z-]+)'?: (\w+)Component,$/gm)].map(([, slug, folder]) => ({ slug, folder }))

  it('maps every module block config to its own folder’s component, and nothing else', () => {
    expect(entries.map((e) => e.slug).sort()).toEqual(moduleBlocks.map((b) => b.slug).sort())
    for (const { slug, folder } of entries) {
      const config = readFileSync(path.join(blocksDir, folder, 'config.ts'), 'utf8')
      expect(config).toContain(`slug: '${slug}'`)
      expect(table).toContain(`import { ${folder}Component } from '../${folder}/Component'`)
    }
  })

  it('keeps every block in one folder with its config.ts and Component.tsx', () => {
    const folders = readdirSync(blocksDir).filter((name) => statSync(path.join(blocksDir, name)).isDirectory())
    expect(folders.length).toBeGreaterThanOrEqual(7)
    for (const folder of folders) {
      expect(readdirSync(path.join(blocksDir, folder)).sort()).toEqual(['Component.tsx', 'config.ts'])
      expect(readFileSync(path.join(blocksDir, folder, 'Component.tsx'), 'utf8')).toMatch(
        new RegExp(`export (async )?function ${folder}Component\\(`),
      )
    }
  })

  it('maps every view staff can choose to its view, and nothing else', () => {
    const view = flatten(Modules.fields as Named[]).find((f) => f.name === 'view')!
    const values = view.options!.map((o) => (typeof o === 'string' ? o : o.value))
    expect(Object.keys(moduleViews).sort()).toEqual([...values].sort())
  })

  it('shows dates in the news view only', () => {
    expect(
      Object.entries(moduleViews)
        .filter(([, entry]) => entry.withDate)
        .map(([view]) => view),
    ).toEqual(['news-view'])
  })

  it('finds no view for a value the table does not know', () => {
    expect(moduleViewOf('grid-view')).toBeUndefined()
    expect(moduleViewOf('toString')).toBeUndefined()
    expect(moduleViewOf(undefined)).toBeUndefined()
    expect(moduleViewOf('list-view')).toBe(moduleViews['list-view'])
  })
})
