// Site settings, read once per request and cached across requests (tag: settings).
import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { isBrandFontName, type BrandFontName } from '@/lib/brandFont'
import { consentLifetimeDays } from '@/lib/consent'
import { getPayloadClient } from '@/lib/payload'
import { normaliseHexColour } from '@/lib/domain'
import { mapTiles, type MapTiles } from '@/lib/map/tiles'
import { mediaPath } from '@/lib/mediaPath'
import type { Home, Media, SiteSetting } from '@/payload-types'
import type { Payload, SelectIncludeType } from 'payload'

/**
 * Texts of a global exactly as written in `locale`, without Payload's Dutch fallback: where the
 * editor left that language empty the page shows the interface's own default in it.
 */
const ownLanguage = (
  payload: Payload,
  slug: 'site-settings' | 'home',
  locale: Locale,
  select: SelectIncludeType,
) =>
  payload.findGlobal({
    slug,
    locale,
    fallbackLocale: false,
    depth: 0,
    select,
    overrideAccess: false,
  })

export const getSiteSettings = cache((locale: Locale = defaultLocale) =>
  unstable_cache(
    async (): Promise<SiteSetting> => {
      const payload = await getPayloadClient()
      const [settings, own] = await Promise.all([
        payload.findGlobal({ slug: 'site-settings', depth: 1, locale, overrideAccess: false }),
        ownLanguage(payload, 'site-settings', locale, {
          pageSettings: { title: true, description: true },
        }),
      ])
      // The site's title and description in the visitor's language, or the interface default
      // (agency name, catalogue intro) in that language — never the Dutch ones. The sharing
      // image keeps the Dutch fallback: a picture reads in every language.
      const page = (own as Pick<SiteSetting, 'pageSettings'>).pageSettings
      return {
        ...settings,
        pageSettings: {
          ...settings.pageSettings,
          title: page?.title ?? null,
          description: page?.description ?? null,
        },
      }
    },
    ['site-settings', locale],
    { tags: [cacheTags.settings], revalidate: 3600 },
  )(),
)

export type SiteIdentity = { agencyName: string } & NonNullable<SiteSetting['identity']>

export const getSiteIdentity = async (): Promise<SiteIdentity> => {
  const settings = await getSiteSettings()
  return { ...(settings.identity ?? {}), agencyName: settings.agencyName }
}

export type Brand = {
  /** `#rrggbb`, or null for the stylesheet's default. */
  primaryColor: string | null
  /**
   * The original upload (a logo is never cropped to an image size); `file` is its name in the
   * media folder and `version` changes with every new upload (the icons' URLs carry it).
   */
  /** The typeface (src/lib/brandFont.ts); null: the system font, nothing to download. */
  font: BrandFontName | null
  logo: {
    url: string
    alt: string
    width: number
    height: number
    file: string | null
    version: string
  } | null
}

/** The agency's colour and logo from the settings (cached with them, tag: settings). */
export const getBrand = async (): Promise<Brand> => {
  const { brand } = await getSiteSettings()
  const logo = brand?.logo && typeof brand.logo === 'object' ? (brand.logo as Media) : null
  return {
    primaryColor: normaliseHexColour(brand?.primaryColor),
    font: isBrandFontName(brand?.font) ? brand.font : null,
    logo: logo?.url
      ? {
          url: mediaPath(logo.url),
          alt: logo.alt ?? '',
          width: logo.width ?? 240,
          height: logo.height ?? 80,
          file: logo.filename ?? null,
          version: `${logo.id}-${Date.parse(logo.updatedAt) || 0}`,
        }
      : null,
  }
}

/** The street map behind the site's maps (cached with the settings); null: the offline outline. */
export const getMapTiles = async (): Promise<MapTiles> => mapTiles((await getSiteSettings()).map)

/** The languages the site serves, from the settings (all four until an admin narrows them). */
export const getEnabledLocales = async (): Promise<Locale[]> => {
  const { enabledLanguages } = await getSiteSettings()
  const enabled = locales.filter((code) => enabledLanguages?.includes(code))
  return enabled.length ? enabled : [...locales]
}

/** The parameters of a rent application (spec §5); null where an admin left one empty. */
export const getRentAppointmentSettings = async (): Promise<{
  minimumMonthlyIncome: number | null
  maximumPersons: number | null
}> => {
  const { rentAppointment } = await getSiteSettings()
  return {
    minimumMonthlyIncome: rentAppointment?.minimumMonthlyIncome ?? null,
    maximumPersons: rentAppointment?.maximumPersons ?? null,
  }
}

export const getRobotsText = async (): Promise<string | null> =>
  (await getSiteSettings()).robots?.trim() || null

/** The home page's title, introduction and blocks (tag: home). */
export const getHome = cache((locale: Locale) =>
  unstable_cache(
    async (): Promise<Home> => {
      const payload = await getPayloadClient()
      const [home, own] = await Promise.all([
        payload.findGlobal({ slug: 'home', depth: 1, locale, overrideAccess: false }),
        ownLanguage(payload, 'home', locale, { title: true, intro: true }),
      ])
      // Title and introduction in the visitor's language or the catalogue's default in it; the
      // blocks keep the Dutch fallback (they have no default of their own).
      const texts = own as Pick<Home, 'title' | 'intro'>
      return { ...home, title: texts.title ?? null, intro: texts.intro ?? null }
    },
    ['home', locale],
    { tags: [cacheTags.home], revalidate: 3600 },
  )(),
)

/** How long a visitor's cookie choice is kept before the banner asks again, in days. */
export const getCookieLifetimeDays = async (): Promise<number> =>
  consentLifetimeDays((await getSiteSettings()).cookieLifetimeDays)
