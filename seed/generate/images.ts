import { access, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import { createRng } from './random'

const SKIES = [
  ['#9cc7ea', '#e8f3fb'],
  ['#f3c7a0', '#fdf0e3'],
  ['#b9c9d6', '#eef2f5'],
  ['#8fb8de', '#d9ecf7'],
]
const WALLS = ['#d9c7b0', '#b5644a', '#e8e2d6', '#8d8d8d', '#c99e6e', '#f1efe9']
const ROOFS = ['#3b3b3b', '#6b2f23', '#4a4f57', '#2f3a44']

/** A believable house-photo stand-in drawn as SVG: sky, lawn, trees and a house with roof, windows and door. */
function houseSvg(index: number, width: number, height: number): string {
  const rng = createRng(1000 + index)
  const [skyTop, skyBottom] = rng.pick(SKIES)
  const wall = rng.pick(WALLS)
  const roof = rng.pick(ROOFS)
  const houseW = width * (0.45 + rng.float() * 0.2)
  const houseH = height * (0.3 + rng.float() * 0.12)
  const x = (width - houseW) / 2 + (rng.float() - 0.5) * width * 0.2
  const ground = height * 0.72
  const y = ground - houseH
  const roofH = houseH * (0.45 + rng.float() * 0.35)
  const flat = rng.chance(0.25)
  const windowCount = rng.int(2, 4)
  const windows = Array.from({ length: windowCount }, (_, i) => {
    const w = houseW / (windowCount * 2)
    return `<rect x="${x + w * (0.5 + i * 2)}" y="${y + houseH * 0.2}" width="${w}" height="${houseH * 0.3}" fill="#cfe3f1" stroke="#ffffff" stroke-width="6"/>`
  }).join('')
  const trees = Array.from({ length: rng.int(1, 4) }, () => {
    const tx = rng.chance(0.5) ? rng.float() * x * 0.8 : x + houseW + rng.float() * (width - x - houseW) * 0.8
    const r = height * (0.06 + rng.float() * 0.06)
    return `<rect x="${tx - r * 0.12}" y="${ground - r * 1.2}" width="${r * 0.24}" height="${r * 1.2}" fill="#5a4030"/><circle cx="${tx}" cy="${ground - r * 1.6}" r="${r}" fill="#4f7d3a"/>`
  }).join('')
  const roofShape = flat
    ? `<rect x="${x - 10}" y="${y - 18}" width="${houseW + 20}" height="22" fill="${roof}"/>`
    : `<polygon points="${x - 20},${y} ${x + houseW / 2},${y - roofH} ${x + houseW + 20},${y}" fill="${roof}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect y="${ground}" width="${width}" height="${height - ground}" fill="#6f9a4c"/>
  ${trees}
  <rect x="${x}" y="${y}" width="${houseW}" height="${houseH}" fill="${wall}"/>
  ${roofShape}${windows}
  <rect x="${x + houseW * 0.45}" y="${ground - houseH * 0.42}" width="${houseW * 0.1}" height="${houseH * 0.42}" fill="#3d2b1f"/>
</svg>`
}

function portraitSvg(index: number): string {
  const colors = ['#12355b', '#b5452f', '#2f6b4f', '#5b4b8a', '#8a5b2f', '#2f5f8a']
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
  <rect width="800" height="800" fill="#e9eef3"/>
  <circle cx="400" cy="310" r="150" fill="#c9a58a"/>
  <path d="M150 800 Q150 520 400 520 Q650 520 650 800 Z" fill="${colors[index % colors.length]}"/>
</svg>`
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/**
 * Bumped whenever the drawing changes: a pool written by an older generator (kept in data/seed between
 * runs) is drawn again instead of being reused.
 */
const POOL_VERSION = 'photo-3'

/**
 * 1600 x 1067 (1.7 megapixels), portraits the other way round: the size an agency's CRM exports. Larger
 * pool photos would only make the seed slower: each one is encoded into every size (collections/Media)
 * at every seed, and CI seeds several times.
 */
const PHOTO_LONG = 1600
const PHOTO_SHORT = 1067

/**
 * Makes a flat drawing photo-like: a soft light falloff, blotchy mid-scale texture (plaster, foliage, grass)
 * and per-pixel sensor grain, all from the seeded RNG, so the same index gives the same bytes everywhere.
 * The grain is what gives a JPEG a real photo's weight (200-600 kB at this size): flat colours compress
 * to a few kB, which made every page-weight figure better than an agency's real photos would give.
 */
function addPhotoTexture(pixels: Buffer, width: number, height: number, seed: number): void {
  const rng = createRng(seed)
  // Mid-scale texture: a coarse grid of random values, bilinearly interpolated (value noise).
  const cell = 24
  const gw = Math.ceil(width / cell) + 2
  const gh = Math.ceil(height / cell) + 2
  const grid = new Float32Array(gw * gh)
  for (let i = 0; i < grid.length; i++) grid[i] = rng.float() * 2 - 1
  // Grain: a table of random values walked with a random stride per row (a full per-pixel draw costs
  // 7.5 million RNG calls per picture for no visible difference).
  const grain = new Int8Array(65_536)
  for (let i = 0; i < grain.length; i++) grain[i] = Math.round((rng.float() + rng.float() - 1) * 13)
  const cx = width * (0.35 + rng.float() * 0.3)
  const cy = height * (0.3 + rng.float() * 0.2)
  const falloff = 0.3 / (Math.hypot(width, height) * 0.75)
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y / cell)
    const ty = y / cell - y0
    // Smoothstep, not linear: linear interpolation shows the grid's squares.
    const fy = ty * ty * (3 - 2 * ty)
    const dy2 = (y - cy) * (y - cy)
    const row0 = y0 * gw
    const row1 = row0 + gw
    let g = Math.floor(rng.float() * grain.length)
    const stride = 1 + Math.floor(rng.float() * 7919)
    for (let x = 0, at = y * width * 3; x < width; x++, at += 3) {
      const x0 = (x / cell) | 0
      const tx = x / cell - x0
      const fx = tx * tx * (3 - 2 * tx)
      const top = grid[row0 + x0] + (grid[row0 + x0 + 1] - grid[row0 + x0]) * fx
      const bottom = grid[row1 + x0] + (grid[row1 + x0 + 1] - grid[row1 + x0]) * fx
      const light = 1.08 - Math.sqrt((x - cx) * (x - cx) + dy2) * falloff
      g = (g + stride) & 0xffff
      const noise = (top + (bottom - top) * fy) * 14 + grain[g]
      // Each channel gets a little grain of its own (colour noise), most of it is shared (luminance).
      const r = pixels[at] * light + noise + grain[(g + 97) & 0xffff] * 0.35
      const gr = pixels[at + 1] * light + noise + grain[(g + 194) & 0xffff] * 0.35
      const b = pixels[at + 2] * light + noise + grain[(g + 291) & 0xffff] * 0.35
      pixels[at] = r < 0 ? 0 : r > 255 ? 255 : r
      pixels[at + 1] = gr < 0 ? 0 : gr > 255 ? 255 : gr
      pixels[at + 2] = b < 0 ? 0 : b > 255 ? 255 : b
    }
  }
}

async function photoJpeg(svg: string, width: number, height: number, seed: number): Promise<Buffer> {
  // A slight blur takes the vector edges off, as a lens would.
  const { data } = await sharp(Buffer.from(svg)).removeAlpha().blur(1.2).raw().toBuffer({ resolveWithObject: true })
  addPhotoTexture(data, width, height, seed)
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 84, chromaSubsampling: '4:2:0' })
    .toBuffer()
}

/**
 * Writes the shared photo pool (36 photo-like JPEG house pictures of 1.7 megapixels, a few in portrait)
 * and six advisor portraits to `dir`, without any network. Files of the same generator version are kept,
 * so a second run is instant; the pictures are uploaded once each (the export's pictures reuse 36 CRM ids).
 */
export async function generateImagePool(dir: string, count = 36): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const stamp = path.join(dir, '.pool-version')
  const current = (await exists(stamp)) && (await readFile(stamp, 'utf8')).trim() === POOL_VERSION
  const files: string[] = []
  for (let i = 0; i < count; i++) {
    const portrait = i % 9 === 8
    const [w, h] = portrait ? [PHOTO_SHORT, PHOTO_LONG] : [PHOTO_LONG, PHOTO_SHORT]
    const file = `house-${String(i + 1).padStart(2, '0')}.jpg`
    files.push(file)
    if (!current || !(await exists(path.join(dir, file))))
      await writeFile(path.join(dir, file), await photoJpeg(houseSvg(i, w, h), w, h, 5000 + i))
  }
  for (let i = 0; i < 6; i++) {
    const file = `advisor-${i + 1}.jpg`
    if (!current || !(await exists(path.join(dir, file))))
      await writeFile(path.join(dir, file), await photoJpeg(portraitSvg(i), 800, 800, 6000 + i))
  }
  await writeFile(stamp, POOL_VERSION)
  return files
}

/**
 * A floor plan as an architect's line drawing: outer walls, inner walls splitting the floor into rooms
 * (a seeded split, so the same index gives the same plan), door openings with their swing and windows
 * on the outer walls. Black on white, no text (the machines have no fonts to count on).
 */
function planSvg(index: number, width: number, height: number): string {
  const rng = createRng(7000 + index)
  const margin = 120
  const outer = { x: margin, y: margin, w: width - margin * 2, h: height - margin * 2 }
  const rooms: Array<{ x: number; y: number; w: number; h: number }> = []
  const walls: string[] = []
  // Split the floor: each cut across the longer side of a room, until the rooms are room-sized.
  const split = (room: { x: number; y: number; w: number; h: number }, depth: number) => {
    if (depth > 3 || (room.w < 520 && room.h < 420) || (depth > 1 && rng.chance(0.25))) {
      rooms.push(room)
      return
    }
    const at = 0.35 + rng.float() * 0.3
    if (room.w >= room.h) {
      const cut = Math.round(room.x + room.w * at)
      walls.push(`<line x1="${cut}" y1="${room.y}" x2="${cut}" y2="${room.y + room.h}"/>`)
      split({ ...room, w: cut - room.x }, depth + 1)
      split({ ...room, x: cut, w: room.x + room.w - cut }, depth + 1)
    } else {
      const cut = Math.round(room.y + room.h * at)
      walls.push(`<line x1="${room.x}" y1="${cut}" x2="${room.x + room.w}" y2="${cut}"/>`)
      split({ ...room, h: cut - room.y }, depth + 1)
      split({ ...room, y: cut, h: room.y + room.h - cut }, depth + 1)
    }
  }
  split(outer, 0)
  // A door in each room's top-left corner region: a white gap in the wall and its quarter-circle swing.
  const doors = rooms
    .filter((room) => room.y > outer.y)
    .map((room) => {
      const d = 80
      const x = room.x + 40
      const y = room.y
      return `<rect x="${x}" y="${y - 8}" width="${d}" height="16" fill="#ffffff"/><path d="M${x} ${y} L${x} ${y + d} A${d} ${d} 0 0 0 ${x + d} ${y}" fill="none" stroke="#1a1a1a" stroke-width="2"/>`
    })
    .join('')
  // Windows: a gap in the outer wall filled by two thin lines, on the rooms that touch it.
  const windows = rooms
    .flatMap((room) => {
      const list: string[] = []
      const pane = (x1: number, y1: number, x2: number, y2: number, horizontal: boolean) =>
        `<rect x="${Math.min(x1, x2) - (horizontal ? 0 : 10)}" y="${Math.min(y1, y2) - (horizontal ? 10 : 0)}" width="${horizontal ? Math.abs(x2 - x1) : 20}" height="${horizontal ? 20 : Math.abs(y2 - y1)}" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/>` +
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#1a1a1a" stroke-width="2"/>`
      const cx = room.x + room.w / 2
      const cy = room.y + room.h / 2
      const half = Math.min(room.w, room.h) * 0.2
      if (room.y === outer.y) list.push(pane(cx - half, room.y, cx + half, room.y, true))
      if (room.y + room.h === outer.y + outer.h) list.push(pane(cx - half, room.y + room.h, cx + half, room.y + room.h, true))
      if (room.x === outer.x) list.push(pane(room.x, cy - half, room.x, cy + half, false))
      if (room.x + room.w === outer.x + outer.w) list.push(pane(room.x + room.w, cy - half, room.x + room.w, cy + half, false))
      return list
    })
    .join('')
  // The entrance: a gap in the bottom wall of the first room that touches it.
  const front = rooms.find((room) => room.y + room.h === outer.y + outer.h) ?? outer
  const entrance = `<rect x="${front.x + front.w * 0.3}" y="${outer.y + outer.h - 16}" width="100" height="32" fill="#ffffff"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="#ffffff"/>
  <rect x="${outer.x}" y="${outer.y}" width="${outer.w}" height="${outer.h}" fill="none" stroke="#1a1a1a" stroke-width="24"/>
  <g stroke="#1a1a1a" stroke-width="12" stroke-linecap="square">${walls.join('')}</g>
  ${doors}${windows}${entrance}
</svg>`
}

/**
 * Writes `count` floor plans (`plan-1.png` …, 1600 x 1130 line drawings) to `dir`: the plans the demo
 * export's listings point at (seed/generate/crm.ts, CRM documents of type "Plan"). A few kB each, so they
 * are drawn again at every run.
 */
export async function generatePlanPool(dir: string, count: number): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const files: string[] = []
  for (let i = 0; i < count; i++) {
    const file = `plan-${i + 1}.png`
    files.push(file)
    await writeFile(
      path.join(dir, file),
      await sharp(Buffer.from(planSvg(i, 1600, 1130)))
        .png({ palette: true })
        .toBuffer(),
    )
  }
  return files
}
