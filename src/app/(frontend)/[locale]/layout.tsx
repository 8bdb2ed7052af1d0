import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { CSSProperties, ReactNode } from 'react'

import { PageErrorTextsProvider } from '@/components/layout/PageErrorContent'
import { localeTags } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { brandFontStyle } from '@/lib/brandFont'
import { brandIconUrl } from '@/lib/brandIcon'
import { siteOrigin } from '@/lib/origin'
import { toImage } from '@/lib/images'
import { getBrand, getEnabledLocales, getSiteSettings } from '@/lib/data/settings'

import '../globals.css'

type Props = { params: Promise<{ locale: string }> }

/**
 * Pages are prerendered on their first request, not at build time (the build has no content to
 * read), then served from the page cache until a tag of their content expires (a publish, an
 * edit) — and at the latest after an hour. Which pages: src/lib/rendering.ts, decision 0020.
 */
export const generateStaticParams = () => []
export const revalidate = 3600
/**
 * The document only: `<html>` with the agency's colour and font. The header, footer and cookie
 * banner are the (site) layout's, beside its @languages slot: a root layout with a slot besides
 * `children` is rendered twice on every page by Next (the second time as the fallback of an
 * unmatched slot), so the slot lives one layout down (decision 0010 addendum).
 */
type LayoutProps = Props & { children: ReactNode }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const [t, settings, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getSiteSettings(locale),
    getBrand(),
  ])
  const siteTitle = settings.pageSettings?.title || settings.agencyName
  const image = toImage(settings.pageSettings?.image, 'og')
  const other: Record<string, string> = {}
  if (settings.facebookVerification)
    other['facebook-domain-verification'] = settings.facebookVerification
  if (settings.nortonSafeWeb) other['norton-safeweb-site-verification'] = settings.nortonSafeWeb
  return {
    metadataBase: new URL(await siteOrigin()),
    title: { default: siteTitle || t('title'), template: `%s | ${settings.agencyName}` },
    description: settings.pageSettings?.description || t('intro'),
    openGraph: {
      siteName: settings.agencyName,
      locale: localeTags[locale].replace('-', '_'),
      ...(image
        ? { images: [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] }
        : {}),
    },
    // The agency's logo as favicon and app icon, else the accent-coloured ones (public/).
    icons: {
      icon: [
        brand.logo?.file
          ? { url: brandIconUrl('icon.png', brand.logo), type: 'image/png', sizes: '64x64' }
          : { url: brandIconUrl('icon.png', null), type: 'image/svg+xml' },
      ],
      apple: [{ url: brandIconUrl('apple-icon.png', brand.logo), sizes: '180x180' }],
    },
    verification: {
      ...(settings.googleVerification ? { google: settings.googleVerification } : {}),
      ...(Object.keys(other).length ? { other } : {}),
    },
  }
}

export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale } = await params
  // Only the languages enabled in the settings are served (docs/public-urls.md).
  if (!hasLocale(routing.locales, locale) || !(await getEnabledLocales()).includes(locale))
    notFound()
  setRequestLocale(locale)
  const [brand, t] = await Promise.all([
    getBrand(),
    getTranslations({ locale, namespace: 'PageError' }),
  ])
  const font = brand.font ? brandFontStyle(brand.font) : null
  const brandProperties = {
    ...(brand.primaryColor ? { '--brand-primary': brand.primaryColor } : {}),
    ...font?.properties,
  }

  return (
    // The agency's colour and font reach every page's design tokens (globals.css).
    <html
      lang={localeTags[locale]}
      style={Object.keys(brandProperties).length ? (brandProperties as CSSProperties) : undefined}
    >
      {font && (
        <head>
          <link
            rel="preload"
            href={font.preload}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
          <style>{font.css}</style>
        </head>
      )}
      <body>
        {/* The error pages' texts (./error.tsx, ./(site)/error.tsx: client components). A
            client island that needs catalogue texts gets its own provider with only those (the
            forms: FormMessages, the newsletter). */}
        <PageErrorTextsProvider
          texts={{
            locale,
            title: t('title'),
            text: t('text'),
            retry: t('retry'),
            homeLink: t('homeLink'),
            reference: t.raw('reference') as string,
          }}
        >
          {children}
        </PageErrorTextsProvider>
      </body>
    </html>
  )
}
