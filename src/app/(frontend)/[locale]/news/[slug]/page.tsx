import { articleSection } from '@/components/content/pages'

const section = articleSection(['news'], 'news', '/news')

export const generateMetadata = section.itemMetadata
export default section.Item
