// Language switchers of pages whose query the links keep: a slot page per such page, since a
// slot that reads the query makes every page it serves render per request.
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import { searchParamsOf } from '@/lib/search/listParams'
import type { SearchParams } from '@/lib/seo/languageLinks'

type QueryProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

/** A page rendered per request (contact: the property the form is about). */
export const languagesWithQuery = (segment: string) =>
  async function QueryLanguages({ params, searchParams }: QueryProps) {
    const { locale } = await params
    return (
      <LanguageSwitcher locale={locale} segments={[segment]} searchParams={await searchParams} />
    )
  }

type ListProps = { params: Promise<{ locale: string; query?: string }> }

/**
 * A property list, prerendered per filter set: the filters come from the internal `q/[query]`
 * segment (_routes/listPage.tsx), none on the list without a query.
 */
export const listLanguages = (segment: string) =>
  async function ListLanguages({ params }: ListProps) {
    const { locale, query } = await params
    let searchParams: SearchParams = {}
    try {
      if (query) searchParams = searchParamsOf(decodeURIComponent(query))
    } catch {
      // a malformed segment: the lists without filters
    }
    return <LanguageSwitcher locale={locale} segments={[segment]} searchParams={searchParams} />
  }
