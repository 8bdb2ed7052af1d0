'use client'
// A public page that fails to render (a database error, a bug) is answered with status 500 and
// this, inside the site's header and footer and in the page's language, instead of Next's
// English default. Its texts come from the provider of the root layout (../layout.tsx).
// Without JavaScript the visitor gets Next's empty error document: Next renders error pages
// in the browser only (decision 0032).
import { PageErrorContent } from '@/components/layout/PageErrorContent'

export default function PageError({ error }: { error: Error & { digest?: string } }) {
  return <PageErrorContent digest={error.digest} />
}
