import { articleSection } from '@/components/content/pages'

const section = articleSection(['news'], 'news', '/news')

export const generateMetadata = section.listMetadata
export default section.List
