// The visitor's favourites (docs/alerts.md): a prerendered shell, the same for everyone; the
// list is a client island that reads the ids kept in this browser (src/lib/favourites/store.ts).
import type { Metadata } from 'next'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { FavouritesList } from '@/components/favourites/FavouritesList'
import { FavouritesSync } from '@/components/favourites/FavouritesSync'
import { newsletterMessagePaths } from '@/components/forms/newsletterMessages'
import { pickMessages } from '@/i18n/pickMessages'
import type { Locale } from '@/i18n/locales'
import type { Catalogue } from '@/i18n/messageKeys'
import { getEnabledLocales } from '@/lib/data/settings'
import { alternatesFor } from '@/lib/seo/alternates'

type Props = { params: Promise<{ locale: Locale }> }
/** The sync island's plain texts (`sent` has a placeholder: the island fills it in). */
type SyncText = Exclude<keyof Catalogue['Favourites']['sync'], 'sent'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, enabled] = await Promise.all([
    getTranslations({ locale, namespace: 'Favourites' }),
    getEnabledLocales(),
  ])
  return {
    title: t('title'),
    alternates: alternatesFor({ locale, href: '/favourites', enabled }),
    // A different list in every browser: nothing for a search engine.
    robots: { index: false, follow: true },
  }
}

export default async function FavouritesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Favourites' }),
    getMessages({ locale }),
  ])
  const sync = (key: SyncText) => t(`sync.${key}`)
  return (
    <div className="container favourites">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <FavouritesList
        locale={locale}
        texts={{
          loading: t('loading'),
          empty: t('empty'),
          failed: t('failed'),
          remove: t('remove'),
          count: t.raw('count') as string,
          noScript: t('noScript'),
        }}
      />
      <FavouritesSync
        locale={locale}
        messages={pickMessages(messages, newsletterMessagePaths)}
        texts={{
          heading: sync('heading'),
          intro: sync('intro'),
          open: sync('open'),
          email: sync('email'),
          submit: sync('submit'),
          sending: sync('sending'),
          sent: t.raw('sync.sent') as string,
          failed: sync('failed'),
          linking: sync('linking'),
          confirmed: sync('confirmed'),
          linked: sync('linked'),
          invalid: sync('invalid'),
          alertsOn: sync('alertsOn'),
          alertsOff: sync('alertsOff'),
          alertsEnable: sync('alertsEnable'),
          alertsDisable: sync('alertsDisable'),
          stop: sync('stop'),
          stopped: sync('stopped'),
        }}
      />
    </div>
  )
}
