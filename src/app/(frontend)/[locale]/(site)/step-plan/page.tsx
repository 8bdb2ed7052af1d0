import { singleArticlePage } from '@/components/content/pages'

const page = singleArticlePage('step-plan', 'stepPlan', '/step-plan', {
  titleKey: 'services',
  href: '/services',
})

export const generateMetadata = page.generateMetadata
export default page.Page
