import { articleSection } from '@/components/content/pages'

/** Prerendered on its first request (src/lib/rendering.ts). */
export const generateStaticParams = () => []

const section = articleSection(['news'], 'news', '/news')

export const generateMetadata = section.itemMetadata
export default section.Item
