// The page of one property for rent (_routes/detailPage.tsx).
import { detailPage } from '@/app/(frontend)/[locale]/(site)/_routes/detailPage'

const page = detailPage('rent')

/** Prerendered on its first request (src/lib/rendering.ts). */
export const generateStaticParams = () => []
export const generateMetadata = page.generateMetadata
export default page.Page
