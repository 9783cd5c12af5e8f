// Renders the site's app icons from public/icon.svg (run once after changing the logo; the results are
// committed): favicon.ico (32 px PNG inside an ICO container), icon-192.png, icon-512.png, a maskable
// 512 px icon (the logo inside the 80 % safe zone on the brand colour) and the 180 px apple-touch-icon.
import { readFile, writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const BRAND = '#12355b'
const dir = new URL('../public/', import.meta.url)
const svg = await readFile(new URL('icon.svg', dir))

const png = (size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()

async function maskable(size) {
  const inner = Math.round(size * 0.7)
  const logo = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: logo, gravity: 'center' }])
    .png()
    .toBuffer()
}

/** An ICO file holding one PNG image (supported by every current browser). */
function ico(image, size) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(1, 4)
  const entry = Buffer.alloc(16)
  entry.writeUInt8(size >= 256 ? 0 : size, 0)
  entry.writeUInt8(size >= 256 ? 0 : size, 1)
  entry.writeUInt8(0, 2)
  entry.writeUInt8(0, 3)
  entry.writeUInt16LE(1, 4)
  entry.writeUInt16LE(32, 6)
  entry.writeUInt32LE(image.length, 8)
  entry.writeUInt32LE(header.length + entry.length, 12)
  return Buffer.concat([header, entry, image])
}

await writeFile(new URL('favicon.ico', dir), ico(await png(32), 32))
await writeFile(new URL('icon-192.png', dir), await png(192))
await writeFile(new URL('icon-512.png', dir), await png(512))
await writeFile(new URL('icon-maskable-512.png', dir), await maskable(512))
await writeFile(new URL('apple-touch-icon.png', dir), await maskable(180))
console.log('icons written to public/')
