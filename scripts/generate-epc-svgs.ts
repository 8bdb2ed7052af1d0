// Writes the EPC label images that epcImagePath names: one accessible SVG per region and label,
// plus the unmarked scale for an unknown label. Run: npx tsx scripts/generate-epc-svgs.ts
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  EPC_SCALES,
  EPC_UNKNOWN_SLUG,
  epcImagePath,
  epcImageSize,
  epcScaleRows,
} from '../src/lib/domain/epc'
import type { EnergyRegion } from '../src/lib/domain/types'

const REGION_NAMES: Record<EnergyRegion, string> = {
  flanders: 'Flanders',
  brussels: 'Brussels',
  wallonia: 'Wallonia',
  luxembourg: 'Luxembourg',
}

// From dark green (best) to dark red (worst), after the colours of the EU energy label.
const PALETTE = [
  '#007a3d',
  '#00a651',
  '#50b848',
  '#bed630',
  '#fff200',
  '#fdb913',
  '#f37021',
  '#ed1c24',
  '#b3131b',
]

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0')
const rgb = (color: string) => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))

/** The colour at position t (0 best … 1 worst) along the palette. */
function colourAt(t: number): string {
  const scaled = t * (PALETTE.length - 1)
  const low = Math.floor(scaled)
  const high = Math.min(low + 1, PALETTE.length - 1)
  const [a, b] = [rgb(PALETTE[low]), rgb(PALETTE[high])]
  const f = scaled - low
  return `#${a.map((c, i) => hex(c + (b[i] - c) * f)).join('')}`
}

function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Black or white, whichever contrasts more with the background. */
const textOn = (background: string) => {
  const l = luminance(background)
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#111111'
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function render(region: EnergyRegion, marked: string | null): string {
  const labels = EPC_SCALES[region]
  const { rowHeight, gap } = epcScaleRows(region)
  const minWidth = 56
  const maxWidth = 170
  const markerX = 196
  const { width, height } = epcImageSize(region)
  const fontSize = Math.round(rowHeight * 0.62)
  const first = labels[0]
  const last = labels[labels.length - 1]
  const title = marked ? `EPC label ${marked}` : 'EPC label unknown'
  const desc =
    `Energy performance scale of ${REGION_NAMES[region]}, from ${first} (best) to ${last} (worst)` +
    (marked ? `, with label ${marked} marked.` : ', with no label marked.')

  const rows = labels.map((label, i) => {
    const y = 4 + i * (rowHeight + gap)
    const w = minWidth + ((maxWidth - minWidth) * i) / Math.max(1, labels.length - 1)
    const tip = rowHeight / 2
    const fill = colourAt(i / Math.max(1, labels.length - 1))
    const isMarked = label === marked
    const points = [
      [4, y],
      [4 + w - tip, y],
      [4 + w, y + tip],
      [4 + w - tip, y + rowHeight],
      [4, y + rowHeight],
    ]
      .map(([px, py]) => `${+px.toFixed(1)},${+py.toFixed(1)}`)
      .join(' ')
    const arrow =
      `  <polygon points="${points}" fill="${fill}"` +
      (isMarked ? ' stroke="#111111" stroke-width="2"' : '') +
      ' />\n' +
      `  <text x="10" y="${y + rowHeight / 2}" dominant-baseline="central" font-size="${fontSize}" fill="${textOn(fill)}">${escapeXml(label)}</text>`
    if (!isMarked) return arrow
    const markerHeight = rowHeight + 4
    const my = y - 2
    const marker = [
      [markerX, my + markerHeight / 2],
      [markerX + markerHeight / 2, my],
      [width - 2, my],
      [width - 2, my + markerHeight],
      [markerX + markerHeight / 2, my + markerHeight],
    ]
      .map(([px, py]) => `${+px.toFixed(1)},${+py.toFixed(1)}`)
      .join(' ')
    return (
      arrow +
      `\n  <polygon points="${marker}" fill="#111111" />\n` +
      `  <text x="${(markerX + markerHeight / 2 + width - 2) / 2}" y="${my + markerHeight / 2}" dominant-baseline="central" text-anchor="middle" font-size="${fontSize + 2}" fill="#ffffff">${escapeXml(label)}</text>`
    )
  })

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="epc-title epc-desc">
  <title id="epc-title">${escapeXml(title)}</title>
  <desc id="epc-desc">${escapeXml(desc)}</desc>
  <g font-family="Arial, Helvetica, sans-serif" font-weight="700">
${rows.join('\n')}
  </g>
</svg>
`
}

const publicDir = path.resolve(import.meta.dirname, '..', 'public')
rmSync(path.join(publicDir, 'images', 'epc'), { recursive: true, force: true })
let count = 0
for (const region of Object.keys(EPC_SCALES) as EnergyRegion[]) {
  const images: [string, string | null][] = [
    ...EPC_SCALES[region].map((label): [string, string] => [epcImagePath(region, label), label]),
    [epcImagePath(region, EPC_UNKNOWN_SLUG), null],
  ]
  for (const [urlPath, label] of images) {
    const file = path.join(publicDir, ...urlPath.split('/').filter(Boolean))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, render(region, label))
    count += 1
  }
}
console.log(`wrote ${count} EPC images under public/images/epc/`)
