'use client'
import { useLocale, useTranslations } from 'next-intl'

/**
 * What a visitor sees when a public page fails to render (the error.tsx files, decision 0032):
 * the text says it is our fault, in the page's language. "Try again" is a plain link to the same
 * address (`href=""`): a real new request for the page, where React's `reset` would only render
 * again in the browser what failed on the server. The home link leads out. The digest is the key
 * of the error in the server's log, for the agency to pass on.
 */
export function PageErrorContent({ digest }: { digest?: string }) {
  const t = useTranslations('PageError')
  const locale = useLocale()
  return (
    <div className="container page-error">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p className="page-error__actions">
        <a className="button" href="">
          {t('retry')}
        </a>
        <a href={`/${locale}/`}>{t('homeLink')}</a>
      </p>
      {digest && <p className="page-error__reference">{t('reference', { digest })}</p>}
    </div>
  )
}
