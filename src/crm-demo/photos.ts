// The demo CRM's photos: 1200×800 JPEGs drawn on request — a sky, a ground and a house in a
// colour of their own per listing, lit differently per photo — big enough to look like photos on
// the site's pages, and each one different (the import deduplicates photos by content hash).
import sharp from 'sharp'

import type { Photo } from './doubles/double'

const WIDTH = 1200
const HEIGHT = 800
const cache = new Map<string, Buffer>()

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360}, ${saturation}%, ${lightness}%)`

/** The picture of photo `index` of estate `id` (an SVG, drawn by sharp). */
const drawing = (id: number, index: number) => {
  const hue = (id * 47) % 360
  const light = 30 + ((index * 13) % 30)
  const horizon = 480 + ((index * 37) % 120)
  const left = 240 + ((index * 97) % 420)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="${hsl(200 + (hue % 30), 60, light + 35)}"/>
      <stop offset="1" stop-color="${hsl(190 + (hue % 30), 45, light + 50)}"/>
    </linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(80 + (hue % 50), 40, light)}"/>
      <stop offset="1" stop-color="${hsl(70 + (hue % 50), 35, light - 12)}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#ground)"/>
  <rect x="${left}" y="${horizon - 260}" width="420" height="300" fill="${hsl(hue, 45, light + 20)}"/>
  <polygon points="${left - 30},${horizon - 258} ${left + 210},${horizon - 420} ${left + 450},${horizon - 258}" fill="${hsl(hue + 10, 40, light - 5)}"/>
  <rect x="${left + 170}" y="${horizon - 110}" width="80" height="150" fill="${hsl(hue + 20, 30, light - 10)}"/>
  <rect x="${left + 50}" y="${horizon - 200}" width="90" height="80" fill="${hsl(hue + 200, 40, 80)}"/>
  <rect x="${left + 280}" y="${horizon - 200}" width="90" height="80" fill="${hsl(hue + 200, 40, 80)}"/>
</svg>`
}

/** The photo named `demo-{id}-{index}[-large].jpg`; any other name gets a plain gradient. */
export const demoPhoto = async (name: string): Promise<Photo> => {
  const cached = cache.get(name)
  if (cached) return { bytes: cached, type: 'image/jpeg' }
  const match = /^demo-(\d+)-(\d+)/.exec(name)
  const [id, index] = match ? [Number(match[1]), Number(match[2])] : [name.length, 1]
  const bytes = await sharp(Buffer.from(drawing(id, index)))
    .jpeg({ quality: 80 })
    .toBuffer()
  cache.set(name, bytes)
  return { bytes, type: 'image/jpeg' }
}
