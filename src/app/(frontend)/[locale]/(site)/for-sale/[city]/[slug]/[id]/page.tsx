// The page of one property for sale (src/components/property/detailRoutes.tsx).
import { detailPage } from '@/components/property/detailRoutes'

const page = detailPage('sale')

/** Prerendered on its first request (src/lib/rendering.ts). */
export const generateStaticParams = () => []
export const generateMetadata = page.generateMetadata
export default page.Page
