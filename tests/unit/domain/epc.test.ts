import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  EPC_SCALES,
  epcImagePath,
  epcImageSize,
  epcLabel,
  type EnergyRegion,
  type Region,
} from '@/lib/domain'

// The bands of the contract, written out again so that a typo in the module's table shows.
const BANDS: Record<Region, { bounds: [number, string][]; above: string }> = {
  flanders: {
    bounds: [
      [0, 'A+'],
      [100, 'A'],
      [200, 'B'],
      [300, 'C'],
      [400, 'D'],
      [500, 'E'],
    ],
    above: 'F',
  },
  wallonia: {
    bounds: [
      [0, 'A++'],
      [45, 'A+'],
      [85, 'A'],
      [170, 'B'],
      [255, 'C'],
      [340, 'D'],
      [425, 'E'],
      [510, 'F'],
    ],
    above: 'G',
  },
  brussels: {
    bounds: [
      [0, 'A+'],
      [23, 'A'],
      [45, 'A-'],
      [62, 'B+'],
      [78, 'B'],
      [95, 'B-'],
      [113, 'C+'],
      [132, 'C'],
      [150, 'C-'],
      [170, 'D+'],
      [190, 'D'],
      [210, 'D-'],
      [232, 'E+'],
      [253, 'E'],
      [275, 'E-'],
      [298, 'F+'],
      [321, 'F'],
      [345, 'F-'],
    ],
    above: 'G',
  },
}

const boundaryCases = (Object.keys(BANDS) as Region[]).flatMap((region) => {
  const { bounds, above } = BANDS[region]
  return bounds.flatMap(([bound, label], i) => {
    const next = bounds[i + 1]?.[1] ?? above
    return [
      { region, value: bound, label },
      { region, value: bound + 0.01, label: next },
      { region, value: bound + 1, label: next },
    ]
  })
})

describe('epcLabel', () => {
  it.each(boundaryCases)(
    'labels $value kWh/m² in $region as $label',
    ({ region, value, label }) => {
      expect(epcLabel({ region, value })).toBe(label)
    },
  )

  it.each([
    ['flanders', -50, 'A+'],
    ['wallonia', -1, 'A++'],
    ['brussels', -0.5, 'A+'],
    ['flanders', 5000, 'F'],
    ['wallonia', 9999, 'G'],
    ['brussels', 346, 'G'],
  ] as const)('labels the extremes in %s (%d → %s)', (region, value, label) => {
    expect(epcLabel({ region, value })).toBe(label)
  })

  it('computes from the value even when a label text is given', () => {
    expect(epcLabel({ region: 'flanders', value: 150, labelText: 'E' })).toBe('B')
  })

  it('uses a Belgian label text as given when the value is missing', () => {
    expect(epcLabel({ region: 'flanders', value: null, labelText: 'C' })).toBe('C')
    expect(epcLabel({ region: 'brussels', labelText: 'c+' })).toBe('c+')
    expect(epcLabel({ region: 'wallonia', value: Number.NaN, labelText: 'B' })).toBe('B')
  })

  it('gives null without a value or label text', () => {
    expect(epcLabel({ region: 'flanders' })).toBeNull()
    expect(epcLabel({ region: 'brussels', value: null, labelText: null })).toBeNull()
    expect(epcLabel({ region: 'wallonia', labelText: '  ' })).toBeNull()
    expect(epcLabel({ region: 'flanders', value: Number.POSITIVE_INFINITY })).toBeNull()
  })

  it('takes the Luxembourg label text trimmed and upper-case, ignoring a value', () => {
    expect(epcLabel({ region: 'luxembourg', labelText: ' b ' })).toBe('B')
    expect(epcLabel({ region: 'luxembourg', value: 20, labelText: 'd' })).toBe('D')
  })

  it('gives null for Luxembourg without a label text, even with a value', () => {
    expect(epcLabel({ region: 'luxembourg', value: 120 })).toBeNull()
    expect(epcLabel({ region: 'luxembourg', labelText: '' })).toBeNull()
  })
})

describe('epcImagePath', () => {
  it('spells + as -plus and - as -minus in lower case', () => {
    expect(epcImagePath('wallonia', 'A++')).toBe('/images/epc/wallonia/a-plus-plus.svg')
    expect(epcImagePath('brussels', 'C-')).toBe('/images/epc/brussels/c-minus.svg')
    expect(epcImagePath('brussels', 'B+')).toBe('/images/epc/brussels/b-plus.svg')
    expect(epcImagePath('flanders', 'B')).toBe('/images/epc/flanders/b.svg')
    expect(epcImagePath('luxembourg', 'I')).toBe('/images/epc/luxembourg/i.svg')
  })

  it('matches the label regardless of case and spaces', () => {
    expect(epcImagePath('flanders', ' a+ ')).toBe('/images/epc/flanders/a-plus.svg')
  })

  it('names the unmarked scale for a label that is not on the region’s scale', () => {
    expect(epcImagePath('flanders', 'G')).toBe('/images/epc/flanders/unknown.svg')
    expect(epcImagePath('flanders', 'A++')).toBe('/images/epc/flanders/unknown.svg')
    expect(epcImagePath('luxembourg', 'AAA')).toBe('/images/epc/luxembourg/unknown.svg')
    expect(epcImagePath('brussels', '')).toBe('/images/epc/brussels/unknown.svg')
  })

  it('names an image for every label epcLabel can compute', () => {
    for (const { region, label } of boundaryCases) {
      expect(epcImagePath(region, label)).not.toContain('unknown')
    }
  })
})

describe('EPC images', () => {
  const publicDir = path.resolve(import.meta.dirname, '../../../public')
  const regions = Object.keys(EPC_SCALES) as EnergyRegion[]
  const images = regions.flatMap((region) =>
    [...EPC_SCALES[region], 'unknown'].map((label) => ({
      region,
      label,
      url: epcImagePath(region, label),
    })),
  )

  it('covers the four scales', () => {
    expect(regions.sort()).toEqual(['brussels', 'flanders', 'luxembourg', 'wallonia'])
    expect(EPC_SCALES.luxembourg).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'])
    expect(images).toHaveLength(7 + 9 + 19 + 9 + 4)
  })

  it.each(images)('ships $url as an accessible SVG', ({ label, url }) => {
    const file = path.join(publicDir, url)
    expect(existsSync(file)).toBe(true)
    const svg = readFileSync(file, 'utf8')
    expect(svg).toMatch(/^<svg [^>]*role="img"/)
    const title = label === 'unknown' ? 'EPC label unknown' : `EPC label ${label}`
    expect(svg).toContain(`<title id="epc-title">${title}</title>`)
    expect(svg).toContain('<desc id="epc-desc">')
  })

  // The page gives the <img> this size: another shape in the file moves the text below it when
  // the image arrives (a layout shift Lighthouse counted on the property page).
  it.each(images)('$url has the size the page reserves for it', ({ region, url }) => {
    const svg = readFileSync(path.join(publicDir, url), 'utf8')
    const { width, height } = epcImageSize(region)
    expect(svg).toMatch(
      new RegExp(`^<svg [^>]*viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"`),
    )
  })
})
