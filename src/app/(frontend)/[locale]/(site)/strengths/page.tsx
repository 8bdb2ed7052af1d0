import { articleGroupPage } from '@/components/content/pages'

const page = articleGroupPage('strength', 'strengths', '/strengths', {
  titleKey: 'services',
  href: '/services',
})

export const generateMetadata = page.generateMetadata
export default page.Page
