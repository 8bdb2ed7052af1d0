// The favicon and the app icon made from the agency's logo (site settings → Brand): the logo
// fitted into a square with sharp, cached per logo version and size (tag: settings). Without a
// logo, or when its file cannot be read, the site keeps the accent-coloured icons in public/.
import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import { unstable_cache } from 'next/cache'
import sharp from 'sharp'

import { cacheTags } from '@/lib/cacheTags'
import { mediaDir } from '@/lib/env'
import type { Brand } from '@/lib/data/settings'

export type BrandIconFile = 'icon.png' | 'apple-icon.png'

type Background = { r: number; g: number; b: number; alpha: number }

/**
 * The icons, their size in pixels, and what fills around the logo: a tab shows the favicon on
 * its own colour (transparent); iOS fills transparency with black, so the app icon is white.
 */
export const brandIcons: Record<
  BrandIconFile,
  { size: number; padding: number; background: Background; fallback: string }
> = {
  'icon.png': {
    size: 64,
    padding: 0,
    background: { r: 0, g: 0, b: 0, alpha: 0 },
    fallback: '/icon.svg',
  },
  'apple-icon.png': {
    size: 180,
    padding: 18,
    background: { r: 255, g: 255, b: 255, alpha: 1 },
    fallback: '/apple-icon.png',
  },
}

export const isBrandIconFile = (file: string): file is BrandIconFile => file in brandIcons

/** The icon's address in the pages' metadata: the logo's version in it, so a new logo is a new URL. */
export const brandIconUrl = (file: BrandIconFile, logo: Brand['logo']) =>
  logo?.file ? `/brand/${file}?v=${encodeURIComponent(logo.version)}` : brandIcons[file].fallback

const render = async (file: BrandIconFile, logoFile: string): Promise<string | null> => {
  const { size, padding, background } = brandIcons[file]
  // The name comes from the media collection; basename keeps it inside the media folder.
  const source = await fs.readFile(path.join(mediaDir(), path.basename(logoFile))).catch(() => null)
  if (!source) return null
  const inner = size - 2 * padding
  const logo = await sharp(source, { density: 300 })
    .resize(inner, inner, { fit: 'contain', background })
    .png()
    .toBuffer()
  const icon = await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: logo, top: padding, left: padding }])
    .png()
    .toBuffer()
  return icon.toString('base64')
}

/** The icon as PNG bytes, or null when the logo's file is not there (the caller falls back). */
export async function brandIconPng(
  file: BrandIconFile,
  logo: NonNullable<Brand['logo']> & { file: string },
): Promise<Buffer | null> {
  const base64 = await unstable_cache(
    () => render(file, logo.file).catch(() => null),
    ['brand-icon', file, logo.version, logo.file],
    { tags: [cacheTags.settings] },
  )()
  return base64 ? Buffer.from(base64, 'base64') : null
}
