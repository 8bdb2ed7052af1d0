// A video or virtual tour from another site: it sets that site's cookies, so it loads only
// once the visitor accepts its category (or on a preview page); until then a placeholder says
// why and offers to accept, or to watch it on the provider's own site. The page is prerendered:
// the visitor's choice is read in the browser (ConsentEmbed); without JavaScript the placeholder
// stays, with its link to the provider's site.
import { draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { embedConsentCategory } from '@/lib/consent'
import type { VideoRef } from '@/lib/domain'

import { ConsentEmbed } from './ConsentControls'

const providerNames: Record<VideoRef['provider'], string> = {
  file: '',
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
  matterport: 'Matterport',
  tvl: 'TVL',
  yisual: 'Yisual',
}

export async function ThirdPartyEmbed({
  video,
  title,
  locale,
}: {
  video: VideoRef
  title: string
  locale: Locale
}) {
  const category = embedConsentCategory(video.provider)
  const frame = (
    <iframe
      src={video.embedUrl}
      title={title}
      loading="lazy"
      allow="fullscreen; xr-spatial-tracking"
      allowFullScreen
    />
  )
  if (!category) return frame
  const [t, tBlocks, draft] = await Promise.all([
    getTranslations({ locale, namespace: 'CookieConsent' }),
    getTranslations({ locale, namespace: 'Blocks' }),
    draftMode(),
  ])
  const provider = providerNames[video.provider]
  const categoryName = t(`categories.${category}.label`)
  return (
    <ConsentEmbed
      category={category}
      src={video.embedUrl}
      title={title}
      externalUrl={video.url}
      initiallyAllowed={draft.isEnabled}
      preview={draft.isEnabled}
      texts={{
        notice: t('embed.notice', { provider, category: categoryName }),
        accept: t('embed.accept'),
        external: t('embed.external', { provider }),
        newTab: tBlocks('opensInNewTab'),
      }}
    />
  )
}
