import { articleSection } from '@/components/content/pages'

const section = articleSection(['service', 'service-page'], 'services', '/services')

export const generateMetadata = section.listMetadata
export default section.List
