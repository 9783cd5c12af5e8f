import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from '@jest/globals'

import { CONFIG_DOOR, layersOf, layerZones } from '../../../scripts/layers.mjs'

const root = path.resolve(__dirname, '../../..')
const readme = readFileSync(path.join(root, 'README.md'), 'utf8')

type Message = { ruleId: string | null; message: string }
type Fixture = { file: string; code: string }

/**
 * The project's own ESLint (its config, the zones made from the README) on imagined files: each fixture's
 * code linted as if it stood at its path, in one child process (ESLint loads its flat config with a
 * dynamic import, which Jest's unit project cannot run). The cycle rule is off: it would walk the whole
 * tree from the fixtures' imports, and it is not what this test is about.
 */
function lintAll(fixtures: Fixture[]): Message[][] {
  const script = `
    import { ESLint } from 'eslint'
    const fixtures = JSON.parse(process.argv[1])
    const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } })
    const results = []
    for (const { file, code } of fixtures) results.push((await eslint.lintText(code, { filePath: file }))[0].messages)
    process.stdout.write(JSON.stringify(results))`
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(fixtures)], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  })
  return (JSON.parse(out) as Message[][]).map((messages) => messages.filter((m) => m.ruleId === 'import/no-restricted-paths'))
}

const code = (from: string, name: string) => `import { ${name} } from '${from}'\n\nexport const value = ${name}\n`
const configCode = "import config from '@payload-config'\n\nexport default config\n"
const FIXTURES = {
  coreToData: { file: 'src/lib/climbsToData.ts', code: code('../data/routes', 'getRouteTable') },
  modelToFeature: { file: 'collections/climbsToFeature.ts', code: code('@/forms/property/kinds', 'formsFor') },
  door: { file: CONFIG_DOOR.file, code: configCode },
  otherDataToConfig: { file: 'src/data/opensConfig.ts', code: configCode },
  down: { file: 'src/site/goesDown.ts', code: code('../lib/format', 'formatPrice') },
}
let linted: Record<keyof typeof FIXTURES, Message[]>

beforeAll(() => {
  const names = Object.keys(FIXTURES) as Array<keyof typeof FIXTURES>
  const results = lintAll(names.map((name) => FIXTURES[name]))
  linted = Object.fromEntries(names.map((name, i) => [name, results[i]])) as typeof linted
}, 120_000)

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

  it('make one zone for every pair of a layer and a layer it may not import: those above, and those its heading leaves out', () => {
    const zones = layerZones(layersOf(readme))
    // Every layer above each layer, and the content model's range (layers 6 to 7) leaves out page kinds, features and data.
    expect(zones).toHaveLength((7 * 6) / 2 + 3)
    const coreFromData = zones.find((z) => z.target.includes('src/lib/') && z.from.includes('src/data/'))
    expect(coreFromData?.message).toMatch(/^Pure core \(layer 7\) imports only layers below it, not Data \(layer 5\)/)
    const modelFrom = zones.filter((z) => z.target.includes('collections/')).map((z) => z.message)
    expect(modelFrom).toEqual([
      expect.stringContaining('not Entry points (layer 1)'),
      expect.stringContaining('not Page kinds (layer 3)'),
      expect.stringContaining('not Features (layer 4)'),
      expect.stringContaining('not Data (layer 5)'),
    ])
  })
})

describe('npm run lint on an import between layers', () => {
  it('fails an import that climbs: the pure core reading src/data', () => {
    expect(linted.coreToData.map((m) => m.message)).toEqual([
      expect.stringContaining('Pure core (layer 7) imports only layers below it, not Data (layer 5)'),
    ])
  })

  it('fails the content model importing a feature, through the @/ alias too', () => {
    expect(linted.modelToFeature.map((m) => m.message)).toEqual([
      expect.stringContaining('Content model (layer 2) imports only layers 6 to 7, not Features (layer 4)'),
    ])
  })

  it("lets Payload's client alone open the config: the one door the README names", () => {
    expect(readme).toContain(`${path.basename(CONFIG_DOOR.file)}: Payload's local API, the one import up the layers`)
    expect(linted.door).toEqual([])
    expect(linted.otherDataToConfig.map((m) => m.message)).toEqual([
      expect.stringContaining('Data (layer 5) imports only layers below it, not Entry points (layer 1)'),
    ])
  })

  it('passes an import that goes down', () => {
    expect(linted.down).toEqual([])
  })
})
