// The for-rent list with a filter set (src/proxy.ts rewrites the public URL's query here).
import { listPage } from '@/app/(frontend)/[locale]/(site)/_routes/listPage'

const page = listPage('rent')

/** Each filter set is prerendered on its first request (src/lib/rendering.ts). */
export const generateStaticParams = () => []
export const generateMetadata = page.generateMetadata
export default page.Page
