// The Whise CRM of `npm run bench:crm` (bench/crm.mjs), in a process of its own so that its
// photos and its request log weigh neither on the memory nor on the event loop of the process
// that imports: CRM_BENCH_LISTINGS listings with CRM_BENCH_PHOTOS photos each, photos of
// CRM_BENCH_PHOTO_SIZE (1200x800, the demo CRM's size: docs/crm-import.md) as JPEG.
// Every photo is different content (the import deduplicates by content hash): one of a few
// drawings, with the listing and the photo named in a JPEG comment segment — no drawing per
// request, so the CRM's own work does not take the shared cores from the import.
// Control (asked before the API, as the demo's control page): GET /bench/state gives the
// credentials and the request counts; POST /bench/price { ids, bump } changes prices.
// Prints `READY <url>` once it listens.
import sharp from 'sharp'

import { startWhiseDouble, whiseEstate, type WhiseDouble } from '../src/crm-demo/doubles/whise'

const LISTINGS = Number(process.env.CRM_BENCH_LISTINGS || 1000)
const PHOTOS = Number(process.env.CRM_BENCH_PHOTOS || 10)
const [WIDTH, HEIGHT] = (process.env.CRM_BENCH_PHOTO_SIZE || '1200x800').split('x').map(Number)
const DRAWINGS = 12

const drawing = (index: number) => {
  const hue = (index * 47) % 360
  const horizon = Math.round(HEIGHT * (0.55 + (index % 4) * 0.05))
  const left = Math.round(WIDTH * (0.2 + (index % 5) * 0.08))
  const house = Math.round(WIDTH * 0.35)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1">
    <stop offset="0" stop-color="hsl(${200 + (hue % 30)}, 60%, 70%)"/>
    <stop offset="1" stop-color="hsl(${190 + (hue % 30)}, 45%, 85%)"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="hsl(${80 + (hue % 50)}, 40%, 35%)"/>
  <rect x="${left}" y="${horizon - house * 0.6}" width="${house}" height="${house * 0.7}" fill="hsl(${hue}, 45%, 55%)"/>
  <polygon points="${left - 30},${horizon - house * 0.6} ${left + house / 2},${horizon - house} ${left + house + 30},${horizon - house * 0.6}" fill="hsl(${hue + 10}, 40%, 30%)"/>
</svg>`
}

const drawings = await Promise.all(
  Array.from({ length: DRAWINGS }, (_, i) =>
    sharp(Buffer.from(drawing(i)))
      .jpeg({ quality: 80 })
      .toBuffer(),
  ),
)

/** A drawing with a comment segment (FF FE, length, text) right after the start marker. */
const uniquePhoto = (name: string) => {
  const [, listing, photo] = /^b(\d+)-(\d+)/.exec(name) ?? [null, '0', '0']
  const base = drawings[(Number(listing) * 7 + Number(photo)) % DRAWINGS]
  const text = Buffer.from(`bench listing ${listing} photo ${photo}`)
  const segment = Buffer.alloc(4)
  segment.writeUInt16BE(0xfffe, 0)
  segment.writeUInt16BE(text.length + 2, 2)
  return {
    bytes: Buffer.concat([base.subarray(0, 2), segment, text, base.subarray(2)]),
    type: 'image/jpeg',
  }
}

const pictures = (n: number, base: string) =>
  Array.from({ length: PHOTOS }, (_, k) => ({
    id: n * 1000 + k + 1,
    order: k + 1,
    urlXXL: `${base}/photos/b${n}-${k + 1}.jpg`,
    urlLarge: `${base}/photos/b${n}-${k + 1}-l.jpg`,
  }))

const counts = (crm: WhiseDouble) => {
  let photos = 0
  let api = 0
  for (const entry of crm.log) {
    if (entry.path.startsWith('/photos/')) photos++
    else if (!entry.path.startsWith('/bench/')) api++
  }
  return { photos, api }
}

const crm = await startWhiseDouble({
  estates: (base) =>
    Array.from({ length: LISTINGS }, (_, i) =>
      whiseEstate(i + 1, base, { pictures: pictures(i + 1, base) }, 'B'),
    ),
  photo: async (name) => uniquePhoto(name),
  // `double` is filled in by startWhiseDouble before any request comes.
  pages: (double) => async (request) => {
    if (request.path === '/bench/state')
      return { status: 200, json: { credentials: double.credentials, ...counts(double) } }
    if (request.path === '/bench/price' && request.method === 'POST') {
      const { ids, bump } = request.body as { ids: number[]; bump: number }
      for (const id of ids) {
        const estate = double.estates.find((e) => e.id === id)!
        double.scenario.priceChange(id, Number(estate.price) + bump)
      }
      return { status: 200, json: { changed: ids.length } }
    }
    return null
  },
})
console.log(`READY ${crm.url}`)
