import { getTranslations, setRequestLocale } from 'next-intl/server'

import { singleArticlePage } from '@/components/content/pages'
import { CallMeForm } from '@/components/forms/CallMeForm'
import { FormMessages } from '@/components/forms/FormMessages'
import type { Locale } from '@/i18n/locales'
import { signStartedAt } from '@/lib/forms/antispam'
import { getFormTexts } from '@/lib/forms/queries'

/** A form page: its timing token is signed per visit (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

const page = singleArticlePage('free-advice', 'freeAdvice', '/free-advice')

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = page.generateMetadata

/** The free-advice article, then the call-back request for whoever would rather talk. */
export default async function FreeAdvicePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms.ui' }),
    getFormTexts('call-me', locale),
  ])
  return (
    <>
      <page.Page params={params} />
      <section className="container form-section" aria-labelledby="call-me-title">
        <h2 id="call-me-title">{t('callMeTitle')}</h2>
        <p>{t('callMeIntro')}</p>
        <FormMessages locale={locale}>
          <CallMeForm locale={locale} startedAt={signStartedAt()} errorText={texts.errorText} />
        </FormMessages>
      </section>
    </>
  )
}
