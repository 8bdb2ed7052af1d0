import type { EnergyRegion, Region } from './types'

type Band = readonly [upTo: number, label: string]

/** Bands in kWh/m² per year, best first; each bound is inclusive, the last label is open-ended. */
export const EPC_BANDS: Readonly<Record<Region, { bands: readonly Band[]; above: string }>> = {
  flanders: {
    bands: [
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
    bands: [
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
    bands: [
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

/** Every label of each scale, best first: the images shipped under public/images/epc/. */
export const EPC_SCALES: Readonly<Record<EnergyRegion, readonly string[]>> = {
  flanders: [...EPC_BANDS.flanders.bands.map(([, label]) => label), EPC_BANDS.flanders.above],
  wallonia: [...EPC_BANDS.wallonia.bands.map(([, label]) => label), EPC_BANDS.wallonia.above],
  brussels: [...EPC_BANDS.brussels.bands.map(([, label]) => label), EPC_BANDS.brussels.above],
  // Luxembourg's energy pass classes, A (best) to I.
  luxembourg: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'],
}

/** Image slug for a label that is on no scale (a typo in the feed, an old-style label). */
export const EPC_UNKNOWN_SLUG = 'unknown'

/**
 * The EPC label of a home: computed from the value for the Belgian regions, taken from the label
 * text for Luxembourg.
 *
 * Decisions: a value wins over a label text when both are given (the value is what the
 * certificate measures); NaN or ±Infinity count as no value; a blank label text counts as none.
 */
export function epcLabel(input: {
  region: EnergyRegion
  value?: number | null
  labelText?: string | null
}): string | null {
  const { region, value, labelText } = input
  const hasText = typeof labelText === 'string' && labelText.trim() !== ''
  if (region === 'luxembourg') return hasText ? labelText.trim().toUpperCase() : null
  if (typeof value !== 'number' || !Number.isFinite(value)) return hasText ? labelText : null

  const scale = EPC_BANDS[region]
  const band = scale.bands.find(([upTo]) => value <= upTo)
  return band ? band[1] : scale.above
}

/** `A++` → `a-plus-plus`, `C-` → `c-minus`. */
export function epcLabelSlug(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[+-]/g, (sign) => (sign === '+' ? '-plus' : '-minus'))
}

/**
 * `/images/epc/{region}/{label-slug}.svg`.
 *
 * Decision: the label is matched to the region's scale without regard to case or surrounding
 * spaces; a label that is not on the scale gets `/images/epc/{region}/unknown.svg` (the scale
 * with nothing highlighted), so the function only ever names an image the project ships.
 */
export function epcImagePath(region: EnergyRegion, label: string): string {
  const normalised = label.trim().toUpperCase()
  const known = EPC_SCALES[region].includes(normalised)
  return `/images/epc/${region}/${known ? epcLabelSlug(normalised) : EPC_UNKNOWN_SLUG}.svg`
}

/** The label scale's row height and gap in the generated images (scripts/generate-epc-svgs.ts). */
export function epcScaleRows(region: EnergyRegion): { rowHeight: number; gap: number } {
  return { rowHeight: EPC_SCALES[region].length > 10 ? 16 : 24, gap: 3 }
}

/**
 * The size of a region's label image (every label of a region has the same): the page gives
 * it to the `<img>`, so the space is kept before the image arrives and nothing below it moves.
 */
export function epcImageSize(region: EnergyRegion): { width: number; height: number } {
  const { rowHeight, gap } = epcScaleRows(region)
  return { width: 260, height: EPC_SCALES[region].length * (rowHeight + gap) - gap + 8 }
}
