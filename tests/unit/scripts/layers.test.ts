import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

import { CONFIG_DOOR, layersOf, layerZones } from '../../../scripts/layers.mjs'

const root = path.resolve(__dirname, '../../..')
const readme = readFileSync(path.join(root, 'README.md'), 'utf8')

type Message = { ruleId: string | null; message: string }

/**
 * The project's own ESLint on one imagined file: `code` linted as if it stood at `file`, with the
 * project's config (the zones made from the README). The cycle rule is off: it would walk the whole
 * tree from the file's imports, and it is not what this test is about.
 */
function lintAt(file: string, code: string): Message[] {
  const eslint = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js')
  const args = [eslint, '--format', 'json', '--rule', 'import/no-cycle: off', '--stdin', '--stdin-filename', file]
  let out: string
  try {
    out = execFileSync(process.execPath, args, { cwd: root, input: code, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    // ESLint exits 1 when it found errors; its report is on stdout all the same.
    out = (error as { stdout: string }).stdout
  }
  const [result] = JSON.parse(out) as Array<{ messages: Message[] }>
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths')
}

describe('the layers of the README map', () => {
  it('are the seven numbered layers, top first, with every room of src/ in one of them', () => {
    const layers = layersOf(readme)
    expect(layers.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6, 7])
    const rooms = layers.flatMap((l) => l.rooms)
    for (const room of ['payload.config.ts', 'collections/', 'src/pageKinds/', 'src/forms/', 'src/data/', 'src/auth/', 'src/lib/'])
      expect(rooms).toContain(room)
    // The rooms outside the application belong to no layer.
    expect(rooms).not.toContain('crm/')
    expect(rooms).not.toContain('tests/')
  })

  it('make one zone for every pair of a layer and a layer above it', () => {
    const zones = layerZones(layersOf(readme))
    expect(zones).toHaveLength((7 * 6) / 2)
    const coreFromData = zones.find((z) => z.target.includes('src/lib/') && z.from.includes('src/data/'))
    expect(coreFromData?.message).toMatch(/^Pure core \(layer 7\) imports only layers below it, not Data \(layer 5\)/)
  })
})

describe('npm run lint on an import between layers', () => {
  it('fails an import that climbs: the pure core reading src/data', () => {
    const messages = lintAt('src/lib/climbsToData.ts', "import { TAGS } from '../data/tags'\n\nexport const tags = TAGS\n")
    expect(messages).toHaveLength(1)
    expect(messages[0].message).toContain('Pure core (layer 7) imports only layers below it, not Data (layer 5)')
  })

  it('fails the content model importing a feature, through the @/ alias too', () => {
    const messages = lintAt('collections/climbsToFeature.ts', "import { formsFor } from '@/forms/property/kinds'\n\nexport const kinds = formsFor\n")
    expect(messages.map((m) => m.message)).toEqual([expect.stringContaining('Content model (layer 2) imports only layers below it, not Features (layer 4)')])
  })

  it('lets Payload\'s client alone open the config: the one door the README names', () => {
    expect(readme).toContain(`${path.basename(CONFIG_DOOR.file)}: Payload's local API, the one import up the layers`)
    const code = "import config from '@payload-config'\n\nexport default config\n"
    expect(lintAt(CONFIG_DOOR.file, code)).toEqual([])
    expect(lintAt('src/data/opensConfig.ts', code).map((m) => m.message)).toEqual([
      expect.stringContaining('Data (layer 5) imports only layers below it, not Entry points (layer 1)'),
    ])
  })

  it('passes an import that goes down', () => {
    expect(lintAt('src/site/goesDown.ts', "import { formatPrice } from '../lib/format'\n\nexport const price = formatPrice\n")).toEqual([])
  })
})
