// The language switcher of every other page: a catch-all slot receives the page's internal
// path on every navigation, so the links always lead to the page being shown. It reads no
// query: most pages are prerendered (src/lib/rendering.ts); the pages rendered per request whose
// query the links must keep (the property lists, contact) have their own slot page
// (withQuery.tsx).
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

/** Rendered with the page it belongs to (on its first request, for a prerendered page). */
export const generateStaticParams = () => []

export default async function PageLanguages({ params }: Props) {
  const { locale, rest } = await params
  return <LanguageSwitcher locale={locale} segments={rest} />
}
