import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { moduleBlocks } from '../../../blocks'
import { Modules } from '../../../collections/Modules'
import { moduleViewOf, moduleViews } from '@/views/moduleViews'

type Named = { name?: string; type: string; fields?: Named[]; tabs?: { fields: Named[] }[]; options?: ({ value: string } | string)[] }
const flatten = (fields: Named[]): Named[] =>
  fields.flatMap((f) => [f, ...flatten(f.fields ?? []), ...flatten((f.tabs ?? []).flatMap((t) => t.fields))])

describe('lookup tables of the block pattern', () => {
  // src/views/blockViews.tsx is read as text: importing it here would load the data layer and Payload's config
  // (its type already demands one entry per block type; this checks the names, the folders and the views).
  const blocksDir = path.join(process.cwd(), 'blocks')
  const viewsDir = path.join(process.cwd(), 'src/views')
  const table = readFileSync(path.join(viewsDir, 'blockViews.tsx'), 'utf8')
  const entries = [...table.matchAll(/^\s+'?([a-z-]+)'?: (\w+)Component,$/gm)].map(([, slug, folder]) => ({ slug, folder }))

  it('maps every module block config to its own view, and nothing else', () => {
    expect(entries.map((e) => e.slug).sort()).toEqual(moduleBlocks.map((b) => b.slug).sort())
    for (const { slug, folder } of entries) {
      const config = readFileSync(path.join(blocksDir, folder, 'config.ts'), 'utf8')
      expect(config).toContain(`slug: '${slug}'`)
      expect(table).toContain(`import { ${folder}Component } from './blocks/${folder}'`)
      expect(readFileSync(path.join(viewsDir, 'blocks', `${folder}.tsx`), 'utf8')).toMatch(
        new RegExp(`export (async )?function ${folder}Component\\(`),
      )
    }
  })

  it('keeps every block in one folder holding its config.ts alone (the content model imports no view)', () => {
    const folders = readdirSync(blocksDir).filter((name) => statSync(path.join(blocksDir, name)).isDirectory())
    expect(folders.length).toBeGreaterThanOrEqual(7)
    for (const folder of folders) expect(readdirSync(path.join(blocksDir, folder))).toEqual(['config.ts'])
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
