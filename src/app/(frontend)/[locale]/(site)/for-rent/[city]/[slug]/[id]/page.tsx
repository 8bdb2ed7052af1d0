// The page of one property for rent (src/components/property/detailRoutes.tsx).
import { detailPage } from '@/components/property/detailRoutes'

const page = detailPage('rent')

/** Prerendered on its first request (src/lib/rendering.ts). */
export const generateStaticParams = () => []
export const generateMetadata = page.generateMetadata
export default page.Page
