'use client'
// When the site's frame itself fails (the (site) layout: header, footer), the error page stands
// alone in the document; a failing page keeps its frame (./(site)/error.tsx).
import { PageErrorContent } from '@/components/layout/PageErrorContent'

export default function FrameError({ error }: { error: Error & { digest?: string } }) {
  return (
    <main id="content">
      <PageErrorContent digest={error.digest} />
    </main>
  )
}
