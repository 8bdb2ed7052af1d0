'use client'
import { createContext, useContext, type ReactNode } from 'react'

/** The error page's texts, already in the page's language (catalogue namespace `PageError`). */
export type PageErrorTexts = {
  locale: string
  title: string
  text: string
  retry: string
  homeLink: string
  /** With `{digest}` where the error's reference goes. */
  reference: string
}

const TextsContext = createContext<PageErrorTexts | null>(null)

/**
 * Puts the error page's texts around every page (the root layout). A plain React context, not a
 * `NextIntlClientProvider`: next-intl's client runtime would add 13 KB gzip to the first load of
 * the pages that have no other translated island (home, lists, details).
 */
export function PageErrorTextsProvider({
  texts,
  children,
}: {
  texts: PageErrorTexts
  children: ReactNode
}) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>
}

/**
 * What a visitor sees when a public page fails to render (the error.tsx files, decision 0032):
 * the text says it is our fault, in the page's language. "Try again" is a plain link to the same
 * address (`href=""`): a real new request for the page, where React's `reset` would only render
 * again in the browser what failed on the server. The home link leads out. The digest is the key
 * of the error in the server's log, for the agency to pass on.
 */
export function PageErrorContent({ digest }: { digest?: string }) {
  const texts = useContext(TextsContext)
  if (!texts) throw new Error('PageErrorContent needs PageErrorTextsProvider above it')
  return (
    <div className="container page-error">
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <p className="page-error__actions">
        <a className="button" href="">
          {texts.retry}
        </a>
        <a href={`/${texts.locale}/`}>{texts.homeLink}</a>
      </p>
      {digest && (
        <p className="page-error__reference">{texts.reference.replace('{digest}', digest)}</p>
      )}
    </div>
  )
}
