import { singleArticlePage } from '@/components/content/pages'

const page = singleArticlePage('method', 'method', '/method', {
  titleKey: 'services',
  href: '/services',
})

export const generateMetadata = page.generateMetadata
export default page.Page
