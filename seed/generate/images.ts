import { access, mkdir } from 'node:fs/promises'
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
 * Writes the shared photo pool (about 36 JPEG house pictures, a few in portrait) and six advisor
 * portraits to `dir`, without any network. Existing files are kept, so a second run is instant.
 */
export async function generateImagePool(dir: string, count = 36): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const files: string[] = []
  for (let i = 0; i < count; i++) {
    const portrait = i % 9 === 8
    const [w, h] = portrait ? [1067, 1600] : [1600, 1067]
    const file = `house-${String(i + 1).padStart(2, '0')}.jpg`
    files.push(file)
    if (!(await exists(path.join(dir, file)))) {
      await sharp(Buffer.from(houseSvg(i, w, h)))
        .jpeg({ quality: 78 })
        .toFile(path.join(dir, file))
    }
  }
  for (let i = 0; i < 6; i++) {
    const file = `advisor-${i + 1}.jpg`
    if (!(await exists(path.join(dir, file))))
      await sharp(Buffer.from(portraitSvg(i)))
        .jpeg({ quality: 80 })
        .toFile(path.join(dir, file))
  }
  return files
}
