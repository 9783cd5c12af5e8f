// The layers of the README's "What's inside" map, read from the README itself, and the lint zones they make:
// eslint.config.mjs forbids every import that climbs from a layer to one above it. The README is the one
// list; the lint rule cannot drift from it.
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** A layer heading of the map: `# 3. Page kinds: what the layer holds and may import.` */
const LAYER_HEADING = /^# (\d+)\. ([^:]+):/
/** A layer that may import fewer than all the layers below it says which: `May import layers 5 to 7`. */
const IMPORTS_RANGE = /May import layers (\d+) to (\d+)/

/** @typedef {{ number: number, name: string, rooms: string[], imports?: [number, number] }} Layer */
/** @typedef {{ target: string[], from: string[], message: string }} Zone */

/**
 * The map: the code block under "## What's inside", line by line.
 * @param {string} readme
 * @returns {string[]}
 */
export function layoutBlock(readme) {
  const match = readme.match(/## What's inside\n\n```\n([\s\S]*?)```/)
  if (!match) throw new Error('README.md has no "What\'s inside" code block')
  return match[1].split('\n')
}

/** A line that names a room: its path in the first column. Comment lines (#) and continuations (indented) name none. */
const isRoomLine = (/** @type {string} */ line) => line.trim() !== '' && !line.startsWith('#') && !/^\s/.test(line)
const roomOf = (/** @type {string} */ line) => line.split(/\s{2,}/)[0].trim()

/** Every path the map names, in or outside a layer. */
export const namedRooms = (/** @type {string} */ readme) => layoutBlock(readme).filter(isRoomLine).map(roomOf)

/**
 * The numbered layers, top first, each with its rooms (the first column of its lines). A comment line
 * that is no layer heading ends the layer above it: the rooms under "Outside the application" are in none.
 * @param {string} readme
 * @returns {Layer[]}
 */
export function layersOf(readme) {
  /** @type {Layer[]} */
  const layers = []
  /** @type {Layer | null} */
  let current = null
  for (const line of layoutBlock(readme)) {
    if (line.startsWith('#')) {
      const heading = line.match(LAYER_HEADING)
      const range = line.match(IMPORTS_RANGE)
      current = heading ? { number: Number(heading[1]), name: heading[2].trim(), rooms: [] } : null
      if (current && range) current.imports = [Number(range[1]), Number(range[2])]
      if (current) layers.push(current)
    } else if (current && isRoomLine(line)) {
      current.rooms.push(roomOf(line))
    }
  }
  return layers
}

/** The layers of the README in the folder `root`. */
export const readmeLayers = (/** @type {string} */ root) => layersOf(readFileSync(path.join(root, 'README.md'), 'utf8'))

/**
 * The one import that climbs on purpose: Payload's local API (getPayload) needs the config, and the config
 * assembles the collections. Every other room reaches Payload through this file; the README names it.
 */
export const CONFIG_DOOR = { file: 'src/data/payload.ts', opens: 'payload.config.ts' }

/**
 * import/no-restricted-paths zones: the rooms of each layer may import nothing from a layer above, nor
 * from a layer below that its heading leaves out of its range. One zone per pair of layers, so the message
 * names the layer an import reaches. `opens`: rooms left out of the forbidden layers (the config's door).
 * @param {Layer[]} layers
 * @param {string[]} [opens]
 * @returns {Zone[]}
 */
export function layerZones(layers, opens = []) {
  /** @type {Zone[]} */
  const zones = []
  for (const layer of layers) {
    const [first, last] = layer.imports ?? [layer.number + 1, Infinity]
    const allowed = layer.imports ? `layers ${first} to ${last}` : 'layers below it'
    for (const other of layers)
      if (other !== layer && (other.number < first || other.number > last))
        zones.push({
          target: layer.rooms,
          from: other.rooms.filter((room) => !opens.includes(room)),
          message: `${layer.name} (layer ${layer.number}) imports only ${allowed}, not ${other.name} (layer ${other.number}): README, "What's inside".`,
        })
  }
  return zones
}
