import { articleSection } from '@/components/content/pages'

/** Prerendered on its first request (src/lib/rendering.ts). */
export const generateStaticParams = () => []

const section = articleSection(['service', 'service-page'], 'services', '/services')

export const generateMetadata = section.itemMetadata
export default section.Item
