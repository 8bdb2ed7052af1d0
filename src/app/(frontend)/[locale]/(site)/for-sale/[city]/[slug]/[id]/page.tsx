// The page of one property for sale (_routes/detailPage.tsx).
import { detailPage } from '@/app/(frontend)/[locale]/(site)/_routes/detailPage'

const page = detailPage('sale')

/** Prerendered on its first request (src/lib/rendering.ts). */
export const generateStaticParams = () => []
export const generateMetadata = page.generateMetadata
export default page.Page
