import { notFound } from 'next/navigation'

import { redirectIfMoved } from '@/lib/redirects'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

/**
 * Any path under a language that no page claims: an old path of renamed content redirects to
 * its current one (308); anything else is the localized 404 of ../not-found.tsx.
 */
export default async function UnknownPage({ params }: Props) {
  const { locale, rest } = await params
  await redirectIfMoved(`/${locale}/${rest.join('/')}/`)
  notFound()
}
