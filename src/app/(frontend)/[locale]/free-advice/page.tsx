import { singleArticlePage } from '@/components/content/pages'

const page = singleArticlePage('free-advice', 'freeAdvice', '/free-advice')

export const generateMetadata = page.generateMetadata
export default page.Page
