// The layers of the README's "What's inside" map, read from the README itself, and the lint zones they make:
// eslint.config.mjs forbids every import that climbs from a layer to one above it. The README is the one
// list; the lint rule cannot drift from it.
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** A layer heading of the map: `# 3. Page kinds: what the layer holds and may import.` */
const LAYER_HEADING = /^# (\d+)\. ([^:]+):/

/** The map: the code block under "## What's inside". */
export function layoutBlock(readme) {
  const match = readme.match(/## What's inside\n\n```\n([\s\S]*?)```/)
  if (!match) throw new Error('README.md has no "What\'s inside" code block')
  return match[1].split('\n')
}

/** A line that names a room: its path in the first column. Comment lines (#) and continuations (indented) name none. */
const isRoomLine = (line) => line.trim() !== '' && !line.startsWith('#') && !/^\s/.test(line)
const roomOf = (line) => line.split(/\s{2,}/)[0].trim()

/** Every path the map names, in or outside a layer. */
export const namedRooms = (readme) => layoutBlock(readme).filter(isRoomLine).map(roomOf)

/**
 * The numbered layers, top first, each with its rooms (the first column of its lines). A comment line
 * that is no layer heading ends the layer above it: the rooms under "Outside the application" are in none.
 */
export function layersOf(readme) {
  const layers = []
  let current = null
  for (const line of layoutBlock(readme)) {
    if (line.startsWith('#')) {
      const heading = line.match(LAYER_HEADING)
      current = heading ? { number: Number(heading[1]), name: heading[2].trim(), rooms: [] } : null
      if (current) layers.push(current)
    } else if (current && isRoomLine(line)) {
      current.rooms.push(roomOf(line))
    }
  }
  return layers
}

export const readmeLayers = (root) => layersOf(readFileSync(path.join(root, 'README.md'), 'utf8'))

/**
 * The one import that climbs on purpose: Payload's local API (getPayload) needs the config, and the config
 * assembles the collections. Every other room reaches Payload through this file; the README names it.
 */
export const CONFIG_DOOR = { file: 'src/data/payload.ts', opens: 'payload.config.ts' }

/**
 * import/no-restricted-paths zones: the rooms of each layer may import nothing from a layer above.
 * One zone per pair of layers, so the message names the layer an import climbs to. `opens`: rooms
 * left out of the layers above (the zones of the config's door).
 */
export function layerZones(layers, opens = []) {
  const zones = []
  for (const [below, lower] of layers.entries())
    for (const upper of layers.slice(0, below))
      zones.push({
        target: lower.rooms,
        from: upper.rooms.filter((room) => !opens.includes(room)),
        message: `${lower.name} (layer ${lower.number}) imports only layers below it, not ${upper.name} (layer ${upper.number}): README, "What's inside".`,
      })
  return zones
}
