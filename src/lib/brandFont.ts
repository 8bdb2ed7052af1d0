// The agency's typeface (site settings → Brand → Font): a few well-drawn open fonts, served from
// their npm packages (Fontsource, OFL) under /brand/fonts/, never from a third-party host. The
// default, `system`, downloads nothing: the phone's own sans-serif, the fastest first paint.
// A font is preloaded and declared with `font-display: optional`: on a slow first visit the text
// stays in the system font rather than jumping when the font arrives (no layout shift); from the
// next page on, it is in the cache and shown at once.

const sans = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
const serif = "Georgia, 'Times New Roman', serif"

type FontChoice = {
  /** The CSS family name declared by the @font-face. */
  family: string
  /** Fontsource package under @fontsource-variable/ and its file stem. */
  pkg: string
  /** `all`: body and headings; `headings`: headings only, the body keeps the system font. */
  role: 'all' | 'headings'
  fallback: string
}

export const brandFonts = {
  inter: { family: 'Inter Variable', pkg: 'inter', role: 'all', fallback: sans },
  'source-sans': {
    family: 'Source Sans 3 Variable',
    pkg: 'source-sans-3',
    role: 'all',
    fallback: sans,
  },
  montserrat: {
    family: 'Montserrat Variable',
    pkg: 'montserrat',
    role: 'headings',
    fallback: sans,
  },
  lora: { family: 'Lora Variable', pkg: 'lora', role: 'headings', fallback: serif },
} as const satisfies Record<string, FontChoice>

export type BrandFontName = keyof typeof brandFonts
export const brandFontNames = Object.keys(brandFonts) as BrandFontName[]

/**
 * Each font in two files: Latin (Dutch, French, English, German, the euro sign) and Latin
 * Extended for the rarer letters, which the browser fetches only when a page uses one.
 */
const subsets = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  'latin-ext':
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
} as const

const fileName = (name: BrandFontName, subset: keyof typeof subsets) =>
  `${brandFonts[name].pkg}-${subset}-wght-normal.woff2`

export const brandFontHref = (name: BrandFontName, subset: keyof typeof subsets) =>
  `/brand/fonts/${fileName(name, subset)}`

/** Every file the font route serves, with the npm path it comes from. */
export const brandFontFiles: Record<string, string> = Object.fromEntries(
  brandFontNames.flatMap((name) =>
    (Object.keys(subsets) as (keyof typeof subsets)[]).map((subset) => [
      fileName(name, subset),
      `@fontsource-variable/${brandFonts[name].pkg}/files/${fileName(name, subset)}`,
    ]),
  ),
)

export const isBrandFontName = (value: unknown): value is BrandFontName =>
  typeof value === 'string' && value in brandFonts

/**
 * What a page needs for the chosen font: the file to preload, the @font-face rules, and the
 * custom properties of the design system (globals.css: `--font`, `--font-heading`) to set.
 */
export const brandFontStyle = (name: BrandFontName) => {
  const font = brandFonts[name]
  const faces = (Object.keys(subsets) as (keyof typeof subsets)[])
    .map(
      (subset) =>
        `@font-face{font-family:'${font.family}';font-style:normal;font-weight:100 900;` +
        `font-display:optional;src:url(${brandFontHref(name, subset)}) format('woff2');` +
        `unicode-range:${subsets[subset]}}`,
    )
    .join('')
  const stack = `'${font.family}', ${font.fallback}`
  return {
    preload: brandFontHref(name, 'latin'),
    css: faces,
    properties: font.role === 'all' ? { '--font': stack } : { '--font-heading': stack },
  }
}
