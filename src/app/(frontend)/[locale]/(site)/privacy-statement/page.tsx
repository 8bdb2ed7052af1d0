import { singleArticlePage } from '@/components/content/pages'

const page = singleArticlePage('privacy', 'privacy', '/privacy-statement')

export const generateMetadata = page.generateMetadata
export default page.Page
