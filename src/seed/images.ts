// Pictures generated locally from SVG with sharp (no downloads): a property photo (sky, the
// building with its roof, windows and door, garden and trees) whose shapes and colours follow
// from its index, and a portrait for team members. Deterministic: the same index gives the same
// picture, byte for byte.
import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Locale } from '@/i18n/locales'

import { ALL_LOCALES } from './context'
import { createRandom, type Random } from './random'

export const PHOTO_WIDTH = 1600
export const PHOTO_HEIGHT = 1067
export const PHOTO_QUALITY = 80

export type PhotoKind = 'house' | 'apartment' | 'villa' | 'farmhouse' | 'mansion' | 'commercial'

type Localized = Record<Locale, string>

const skies = [
  { top: '#3f83cf', bottom: '#cfe6fb', sun: '#fff6c9', name: l('onder een blauwe lucht', 'sous un ciel bleu', 'under a blue sky', 'unter blauem Himmel') },
  { top: '#f08a4b', bottom: '#ffe0b3', sun: '#fff1c1', name: l('in het avondlicht', 'dans la lumière du soir', 'in the evening light', 'im Abendlicht') },
  { top: '#7ea6c8', bottom: '#e6eef5', sun: '#ffffff', name: l('onder een lentelucht', 'sous un ciel de printemps', 'under a spring sky', 'unter Frühlingshimmel') },
  { top: '#2a64ad', bottom: '#a5d4f7', sun: '#fffbe0', name: l('op een zomerse dag', 'par une journée d’été', 'on a summer day', 'an einem Sommertag') },
] // prettier-ignore

const facades = [
  { fill: '#b4553d', dark: '#8f3f2c', name: l('in rode baksteen', 'en brique rouge', 'in red brick', 'aus rotem Backstein') },
  { fill: '#efe4cb', dark: '#cdbf9f', name: l('met crèmekleurige gevel', 'à façade crème', 'with a cream facade', 'mit cremefarbener Fassade') },
  { fill: '#f5f3ee', dark: '#d6d2c8', name: l('met witte gevel', 'à façade blanche', 'with a white facade', 'mit weißer Fassade') },
  { fill: '#a3a9ad', dark: '#80878c', name: l('met grijze gevel', 'à façade grise', 'with a grey facade', 'mit grauer Fassade') },
  { fill: '#d8b26a', dark: '#b48f4c', name: l('in gele baksteen', 'en brique jaune', 'in yellow brick', 'aus gelbem Klinker') },
  { fill: '#7c4332', dark: '#5e3125', name: l('in donkere baksteen', 'en brique foncée', 'in dark brick', 'aus dunklem Backstein') },
] // prettier-ignore

const roofs = ['#3a3f47', '#8c3d2b', '#4d3c33', '#5b6168']
const frames = ['#ffffff', '#2d2f33', '#6b4a2f', '#3d5a44']
const doors = ['#2f4858', '#7a2e2e', '#33261d', '#1f3b2c', '#4b4f8a']
const leaves = ['#4f8a3c', '#3f7a36', '#6a9c45', '#2f6b3a']

function l(nl: string, fr: string, en: string, de: string): Localized {
  return { nl, fr, en, de }
}

const kindNames: Record<PhotoKind, Localized> = {
  house: l('Gezinswoning', 'Maison familiale', 'Family house', 'Einfamilienhaus'),
  apartment: l(
    'Appartementsgebouw',
    'Immeuble à appartements',
    'Apartment building',
    'Wohngebäude',
  ),
  villa: l('Moderne villa', 'Villa moderne', 'Modern villa', 'Moderne Villa'),
  farmhouse: l('Hoeve', 'Fermette', 'Farmhouse', 'Bauernhaus'),
  mansion: l('Herenhuis', 'Maison de maître', 'Town mansion', 'Herrenhaus'),
  commercial: l('Handelspand', 'Commerce', 'Shop with flat above', 'Geschäftshaus'),
}

const extras: Record<PhotoKind, Localized> = {
  house: l('met tuin en bomen', 'avec jardin et arbres', 'with garden and trees', 'mit Garten und Bäumen'),
  apartment: l('met balkons', 'avec balcons', 'with balconies', 'mit Balkonen'),
  villa: l('met zwembad en terras', 'avec piscine et terrasse', 'with pool and terrace', 'mit Pool und Terrasse'),
  farmhouse: l('tussen de velden', 'au milieu des champs', 'among fields', 'zwischen Feldern'),
  mansion: l('in een rij stadswoningen', 'dans une rue de maisons de ville', 'in a row of town houses', 'in einer Häuserzeile'),
  commercial: l('met etalage en woonst erboven', 'avec vitrine et logement à l’étage', 'with shop window and flat above', 'mit Schaufenster und Wohnung darüber'),
} // prettier-ignore

type Scene = { rng: Random; sky: (typeof skies)[number]; facade: (typeof facades)[number] }

const sceneFor = (index: number): Scene => {
  const rng = createRandom(9176 + index * 7919)
  return {
    rng,
    sky: skies[index % skies.length],
    facade: facades[(index * 5 + 1) % facades.length],
  }
}

/** Alt text of a generated photo in every language (it says what the picture shows). */
export function photoAlt(index: number, kind: PhotoKind): Localized {
  const { sky, facade } = sceneFor(index)
  const alt = {} as Localized
  for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
    const material = kind === 'villa' ? '' : ` ${facade.name[locale]},`
    alt[locale] =
      `${kindNames[kind][locale]}${material} ${extras[kind][locale]}, ${sky.name[locale]}`
  }
  return alt
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`

function windowSvg(x: number, y: number, w: number, h: number, frame: string, rng: Random) {
  const lit = rng.chance(0.25)
  const glass = lit ? 'url(#glassLit)' : 'url(#glass)'
  return [
    rect(x - 6, y - 6, w + 12, h + 12, frame),
    rect(x, y, w, h, glass),
    rect(x + w / 2 - 3, y, 6, h, frame),
    rect(x, y + h * 0.42, w, 5, frame),
    rect(x - 10, y + h + 6, w + 20, 8, '#d9d4c7'),
  ].join('')
}

function tree(x: number, groundY: number, size: number, rng: Random) {
  const green = rng.pick(leaves)
  const trunk = rect(x - size * 0.07, groundY - size * 1.1, size * 0.14, size * 1.1, '#5a4030')
  if (rng.chance(0.35)) {
    // a conifer
    return `${trunk}<polygon points="${x - size * 0.55},${groundY - size * 0.6} ${x},${groundY - size * 2.3} ${x + size * 0.55},${groundY - size * 0.6}" fill="${green}"/>`
  }
  const r = size * 0.55
  return `${trunk}<circle cx="${x}" cy="${groundY - size * 1.35}" r="${r}" fill="${green}"/><circle cx="${x - r * 0.6}" cy="${groundY - size * 1.05}" r="${r * 0.75}" fill="${green}" opacity="0.92"/><circle cx="${x + r * 0.6}" cy="${groundY - size * 1.1}" r="${r * 0.8}" fill="${green}" opacity="0.85"/><circle cx="${x - r * 0.2}" cy="${groundY - size * 1.6}" r="${r * 0.5}" fill="#ffffff" opacity="0.08"/>`
}

function clouds(rng: Random) {
  let out = ''
  const count = rng.int(2, 4)
  for (let i = 0; i < count; i++) {
    const x = rng.int(80, 1500)
    const y = rng.int(70, 260)
    const s = rng.float(0.7, 1.4, 2)
    out += `<g opacity="0.85" fill="#ffffff"><ellipse cx="${x}" cy="${y}" rx="${90 * s}" ry="${32 * s}"/><ellipse cx="${x + 60 * s}" cy="${y - 18 * s}" rx="${60 * s}" ry="${34 * s}"/><ellipse cx="${x - 55 * s}" cy="${y - 8 * s}" rx="${50 * s}" ry="${26 * s}"/></g>`
  }
  return out
}

function house({ rng, facade }: Scene, groundY: number) {
  const w = rng.int(620, 760)
  const x = rng.int(430, 560)
  const wallTop = groundY - rng.int(330, 380)
  const roofTop = wallTop - rng.int(170, 220)
  const roof = rng.pick(roofs)
  const frame = rng.pick(frames)
  let s = `<ellipse cx="${x + w / 2}" cy="${groundY + 8}" rx="${w * 0.62}" ry="22" fill="#000" opacity="0.12"/>`
  s += rect(x + w * 0.68, roofTop + 30, 48, 140, facade.dark) // chimney
  s += rect(x, wallTop, w, groundY - wallTop, facade.fill)
  s += `<polygon points="${x - 45},${wallTop + 6} ${x + w / 2},${roofTop} ${x + w + 45},${wallTop + 6}" fill="${roof}"/>`
  s += `<polygon points="${x - 45},${wallTop + 6} ${x + w / 2},${roofTop} ${x + w / 2},${roofTop + 14} ${x - 20},${wallTop + 6}" fill="#ffffff" opacity="0.08"/>`
  // dormer window in the roof
  s += windowSvg(x + w / 2 - 45, roofTop + 95, 90, 70, frame, rng)
  const cols = 3
  const ww = 110
  const gap = (w - cols * ww) / (cols + 1)
  for (let c = 0; c < cols; c++) {
    const wx = x + gap + c * (ww + gap)
    s += windowSvg(wx, wallTop + 40, ww, 110, frame, rng)
    if (c !== 1) s += windowSvg(wx, groundY - 190, ww, 130, frame, rng)
  }
  const dx = x + w / 2 - 50
  s += rect(dx - 10, groundY - 230, 120, 230, frame)
  s += rect(dx, groundY - 220, 100, 220, rng.pick(doors))
  s += `<circle cx="${dx + 80}" cy="${groundY - 110}" r="6" fill="#e8c35a"/>`
  s += `<polygon points="${dx - 30},${groundY + 260} ${dx},${groundY} ${dx + 100},${groundY} ${dx + 140},${groundY + 260}" fill="#cfc6b4"/>`
  return s
}

function apartment({ rng, facade }: Scene, groundY: number) {
  const floors = rng.int(4, 6)
  const floorH = 120
  const w = rng.int(760, 880)
  const x = 800 - w / 2 + rng.int(-80, 80)
  const top = groundY - floors * floorH - 40
  const frame = rng.pick(frames)
  const rail = rng.chance(0.5) ? '#9fc3d9' : '#3a3d42'
  let s = `<ellipse cx="${x + w / 2}" cy="${groundY + 8}" rx="${w * 0.6}" ry="22" fill="#000" opacity="0.12"/>`
  s += rect(x, top, w, groundY - top, facade.fill)
  s += rect(x - 14, top - 16, w + 28, 24, facade.dark)
  s += rect(x + w * 0.62, top, w * 0.38, groundY - top, facade.dark, 'opacity="0.35"')
  const cols = 4
  const ww = (w - 100) / cols - 40
  for (let f = 0; f < floors; f++) {
    const y = top + 40 + f * floorH
    for (let c = 0; c < cols; c++) {
      const wx = x + 50 + c * (ww + 40) + 20
      if (f === floors - 1 && c === 1) continue
      s += windowSvg(wx, y, ww, 78, frame, rng)
    }
    if (f < floors - 1) {
      s += rect(x + 30, y + 86, w * 0.45, 12, '#d5d2cb')
      s += rect(x + 30, y + 52, w * 0.45, 40, rail, 'opacity="0.55"')
    }
  }
  const dx = x + w * 0.7
  s += rect(dx, groundY - 150, 130, 150, '#2e3a44')
  s += rect(dx + 8, groundY - 142, 114, 142, 'url(#glass)')
  s += rect(dx - 30, groundY - 170, 190, 18, facade.dark)
  return s
}

function villa({ rng, facade }: Scene, groundY: number) {
  const x = rng.int(330, 420)
  const w = rng.int(900, 980)
  const lowTop = groundY - 230
  const highTop = groundY - 450
  const wood = '#9a6b43'
  let s = `<ellipse cx="${x + w / 2}" cy="${groundY + 8}" rx="${w * 0.6}" ry="24" fill="#000" opacity="0.12"/>`
  s += rect(x, lowTop, w, groundY - lowTop, '#f3f1ec')
  s += rect(
    x + w * 0.35,
    highTop,
    w * 0.55,
    lowTop - highTop + 4,
    facade.fill === '#f5f3ee' ? '#e7e2d7' : facade.fill,
  )
  s += rect(x - 30, lowTop - 16, w + 60, 18, '#3b3f45')
  s += rect(x + w * 0.35 - 30, highTop - 16, w * 0.55 + 60, 18, '#3b3f45')
  s += rect(x + 40, lowTop + 30, w * 0.3, groundY - lowTop - 30, 'url(#glass)')
  s += rect(x + w * 0.4, highTop + 40, w * 0.45, 150, 'url(#glass)')
  s += rect(x + w * 0.4, lowTop + 30, w * 0.2, groundY - lowTop - 30, wood)
  s += rect(x + w * 0.64, lowTop + 30, w * 0.3, groundY - lowTop - 30, 'url(#glass)')
  for (let i = 0; i < 5; i++) s += rect(x + w * 0.4, lowTop + 45 + i * 36, w * 0.2, 6, '#7b5334')
  // terrace and pool
  s += `<polygon points="${x - 60},${groundY} ${x + w + 60},${groundY} ${x + w + 160},${groundY + 90} ${x - 160},${groundY + 90}" fill="#c9a27a"/>`
  s += `<polygon points="${x + 80},${groundY + 120} ${x + w - 60},${groundY + 120} ${x + w + 20},${groundY + 230} ${x},${groundY + 230}" fill="#3aa6d8"/>`
  s += `<polygon points="${x + 160},${groundY + 150} ${x + w - 200},${groundY + 150} ${x + w - 170},${groundY + 170} ${x + 140},${groundY + 170}" fill="#ffffff" opacity="0.35"/>`
  return s
}

function farmhouse({ rng, facade }: Scene, groundY: number) {
  const x = rng.int(260, 360)
  const w = rng.int(1000, 1080)
  const wallTop = groundY - 250
  const roofTop = wallTop - 230
  const roof = rng.pick(roofs)
  const frame = rng.pick(frames)
  let s = ''
  for (let i = 0; i < 6; i++) {
    s += `<polygon points="0,${groundY - 120 + i * 8} 1600,${groundY - 150 + i * 8} 1600,${groundY - 146 + i * 8} 0,${groundY - 116 + i * 8}" fill="#c9b860" opacity="0.35"/>`
  }
  s += `<ellipse cx="${x + w / 2}" cy="${groundY + 8}" rx="${w * 0.58}" ry="22" fill="#000" opacity="0.12"/>`
  s += rect(x, wallTop, w, groundY - wallTop, facade.fill === '#a3a9ad' ? '#f2eee6' : facade.fill)
  s += `<polygon points="${x - 50},${wallTop + 8} ${x + 120},${roofTop} ${x + w - 120},${roofTop} ${x + w + 50},${wallTop + 8}" fill="${roof}"/>`
  for (let c = 0; c < 4; c++) s += windowSvg(x + 90 + c * 170, wallTop + 70, 95, 95, frame, rng)
  s += rect(x + w - 290, groundY - 210, 220, 210, '#6e4a2f')
  s += `<path d="M${x + w - 290},${groundY - 210} L${x + w - 70},${groundY} M${x + w - 70},${groundY - 210} L${x + w - 290},${groundY}" stroke="#4e3420" stroke-width="10"/>`
  s += rect(x + 760, groundY - 200, 90, 200, rng.pick(doors))
  return s
}

function mansion({ rng, facade }: Scene, groundY: number) {
  const frame = rng.pick(frames)
  let s = rect(0, groundY - 10, 1600, 40, '#bdb8ad')
  const houses = [
    { x: 120, w: 420, fill: facades[(facades.indexOf(facade) + 2) % facades.length].fill },
    { x: 540, w: 520, fill: facade.fill },
    { x: 1060, w: 440, fill: facades[(facades.indexOf(facade) + 4) % facades.length].fill },
  ]
  houses.forEach((h, i) => {
    const main = i === 1
    const top = groundY - (main ? 640 : rng.int(520, 600))
    s += rect(h.x, top, h.w, groundY - top, h.fill, main ? '' : 'opacity="0.92"')
    s += `<polygon points="${h.x - 10},${top} ${h.x + 40},${top - 90} ${h.x + h.w - 40},${top - 90} ${h.x + h.w + 10},${top}" fill="${rng.pick(roofs)}"/>`
    s += rect(h.x - 10, top - 6, h.w + 20, 14, '#e9e4d8')
    const cols = main ? 3 : 2
    const ww = main ? 110 : 100
    const gap = (h.w - cols * ww) / (cols + 1)
    for (let f = 0; f < 3; f++) {
      for (let c = 0; c < cols; c++) {
        if (f === 2 && main && c === 1) continue
        s += windowSvg(h.x + gap + c * (ww + gap), top + 50 + f * 170, ww, 120, frame, rng)
      }
    }
    if (main) {
      s += windowSvg(h.x + gap + ww + gap + 5, groundY - 250, ww - 10, 60, frame, rng)
      s += rect(h.x + h.w / 2 - 55, groundY - 170, 110, 170, rng.pick(doors))
      s += rect(h.x + h.w / 2 - 75, groundY - 190, 150, 22, '#e9e4d8')
    }
  })
  return s
}

function commercial({ rng, facade }: Scene, groundY: number) {
  const frame = rng.pick(frames)
  const x = 380
  const w = 840
  const top = groundY - 560
  const stripe = rng.pick(['#b23a3a', '#2f5d8a', '#2f7a4f', '#c7832f'])
  let s = `<ellipse cx="${x + w / 2}" cy="${groundY + 8}" rx="${w * 0.6}" ry="22" fill="#000" opacity="0.12"/>`
  s += rect(x, top, w, groundY - top, facade.fill)
  s += rect(x - 10, top - 20, w + 20, 26, facade.dark)
  for (let f = 0; f < 2; f++) {
    for (let c = 0; c < 4; c++)
      s += windowSvg(x + 70 + c * 190, top + 50 + f * 150, 110, 100, frame, rng)
  }
  s += rect(x + 30, groundY - 220, w - 60, 220, '#2b2f35')
  s += rect(x + 50, groundY - 200, w - 280, 200, 'url(#glassLit)')
  s += rect(x + w - 210, groundY - 200, 150, 200, 'url(#glass)')
  for (let i = 0; i < 10; i++) {
    s += `<polygon points="${x + 20 + i * 80},${groundY - 260} ${x + 100 + i * 80},${groundY - 260} ${x + 110 + i * 80},${groundY - 215} ${x + 30 + i * 80},${groundY - 215}" fill="${i % 2 ? '#ffffff' : stripe}"/>`
  }
  return s
}

const painters: Record<PhotoKind, (scene: Scene, groundY: number) => string> = {
  house,
  apartment,
  villa,
  farmhouse,
  mansion,
  commercial,
}

/** The SVG of property photo `index` of a kind: 1600 × 1067, like a camera's 3:2 frame. */
export function propertyPhotoSvg(index: number, kind: PhotoKind): string {
  const scene = sceneFor(index)
  const { rng, sky } = scene
  const groundY = 800
  const sunX = rng.int(150, 1450)
  const hills = `<path d="M0,${groundY - 60} C300,${groundY - 150} 520,${groundY - 40} 800,${groundY - 110} S1300,${groundY - 60} 1600,${groundY - 130} L1600,${groundY} L0,${groundY} Z" fill="#7fa37a" opacity="0.55"/>`
  let garden = ''
  const treeCount = rng.int(2, 4)
  for (let i = 0; i < treeCount; i++) {
    const left = i % 2 === 0
    const tx = left ? rng.int(60, 300) : rng.int(1300, 1540)
    garden += tree(tx, groundY + rng.int(0, 40), rng.int(130, 190), rng)
  }
  let hedge = ''
  for (let x = -20; x < 1640; x += 70) {
    hedge += `<ellipse cx="${x}" cy="${groundY + 200}" rx="55" ry="34" fill="${leaves[((x / 70) % leaves.length) | 0]}" opacity="0.9"/>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>
<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#79b25a"/><stop offset="1" stop-color="#4d8a3a"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#bcd9ef"/><stop offset="0.55" stop-color="#5d88ad"/><stop offset="1" stop-color="#2f4f6e"/></linearGradient>
<linearGradient id="glassLit" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset="1" stop-color="#e0a94f"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="${sky.sun}"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<circle cx="${sunX}" cy="150" r="170" fill="url(#sun)"/><circle cx="${sunX}" cy="150" r="55" fill="${sky.sun}"/>
${clouds(rng)}
${hills}
<rect x="0" y="${groundY}" width="1600" height="${PHOTO_HEIGHT - groundY}" fill="url(#lawn)"/>
${painters[kind](scene, groundY)}
${garden}
${hedge}
</svg>`
}

const skins = ['#f1c9a5', '#e0ac84', '#c68863', '#8d5a3b', '#f6d7bd']
const hairs = ['#2b1d14', '#5a3a22', '#a0703a', '#1c1c1c', '#8a8a8a', '#c9a15b']
const clothes = ['#1f3b5c', '#5b2a3a', '#2f5d4f', '#3b3b3b', '#6a5a8a']
const backdrops = [
  ['#d9e3ec', '#9fb3c6'],
  ['#ece4d9', '#c6b39f'],
  ['#e0ece3', '#9fc6ab'],
]

/** A portrait-like avatar (head, hair, shoulders on a studio backdrop), 800 × 1000. */
export function portraitSvg(index: number, { longHair }: { longHair: boolean }): string {
  const rng = createRandom(4242 + index * 104729)
  const skin = skins[index % skins.length]
  const hair = rng.pick(hairs)
  const cloth = clothes[index % clothes.length]
  const [bgTop, bgBottom] = backdrops[index % backdrops.length]
  const longHairPath = longHair
    ? `<path d="M250,420 C230,250 300,160 400,160 C500,160 570,250 550,420 L575,640 C520,610 470,600 460,560 L340,560 C330,600 280,610 225,640 Z" fill="${hair}"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
<defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></radialGradient></defs>
<rect width="800" height="1000" fill="url(#bg)"/>
${longHairPath}
<path d="M110,1000 C120,800 230,720 400,720 C570,720 680,800 690,1000 Z" fill="${cloth}"/>
<path d="M330,720 L400,820 L470,720 Z" fill="#f4f4f4"/>
<rect x="355" y="560" width="90" height="170" rx="40" fill="${skin}"/>
<ellipse cx="400" cy="430" rx="150" ry="185" fill="${skin}"/>
<ellipse cx="252" cy="450" rx="22" ry="38" fill="${skin}"/><ellipse cx="548" cy="450" rx="22" ry="38" fill="${skin}"/>
<path d="M248,400 C240,250 320,215 400,215 C490,215 560,255 552,400 C540,330 500,300 400,292 C320,300 265,330 248,400 Z" fill="${hair}"/>
<ellipse cx="345" cy="440" rx="14" ry="10" fill="#2b2b2b"/><ellipse cx="455" cy="440" rx="14" ry="10" fill="#2b2b2b"/>
<path d="M320,410 Q345,398 370,410" stroke="${hair}" stroke-width="7" fill="none"/><path d="M430,410 Q455,398 480,410" stroke="${hair}" stroke-width="7" fill="none"/>
<path d="M400,455 Q390,500 405,505" stroke="#00000033" stroke-width="5" fill="none"/>
<path d="M355,540 Q400,570 445,540" stroke="#8a3d3d" stroke-width="8" fill="none" stroke-linecap="round"/>
</svg>`
}

/** Renders an SVG to a JPEG of the SVG's own size. */
export const svgToJpeg = (svg: string, quality = PHOTO_QUALITY): Promise<Buffer> =>
  sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: false }).toBuffer()

/** Uploads a generated JPEG as a media document with its alt text in every language. */
export async function createImage(
  payload: Payload,
  { svg, filename, alt }: { svg: string; filename: string; alt: Localized },
): Promise<number> {
  const data = await svgToJpeg(svg)
  const doc = await payload.create({
    collection: 'media',
    locale: ALL_LOCALES,
    // With locale "all" a localized field takes one value per language (checked by the seed test).
    data: { alt: alt as unknown as string },
    file: { data, mimetype: 'image/jpeg', name: filename, size: data.length },
    context: { skipRevalidate: true },
  })
  return doc.id
}

/** How many pictures of each kind the pool holds: 24 in all, shared by every property. */
export const PHOTO_POOL: Readonly<Record<PhotoKind, number>> = {
  house: 7,
  apartment: 7,
  villa: 4,
  farmhouse: 2,
  mansion: 2,
  commercial: 2,
}

export type PhotoPool = Record<PhotoKind, number[]>

export const SEED_FILE_PREFIX = 'seed-'

/** Media ids of the pool, created when missing (found again by their file names). */
export async function ensurePhotoPool(payload: Payload): Promise<PhotoPool> {
  const pool = {} as PhotoPool
  let index = 0
  for (const kind of Object.keys(PHOTO_POOL) as PhotoKind[]) {
    pool[kind] = []
    for (let n = 0; n < PHOTO_POOL[kind]; n++, index++) {
      const filename = `${SEED_FILE_PREFIX}photo-${kind}-${n + 1}.jpg`
      const { docs } = await payload.find({
        collection: 'media',
        where: { filename: { equals: filename } },
        limit: 1,
        depth: 0,
        select: {},
      })
      pool[kind].push(
        docs[0]?.id ??
          (await createImage(payload, {
            svg: propertyPhotoSvg(index, kind),
            filename,
            alt: photoAlt(index, kind),
          })),
      )
    }
  }
  return pool
}
