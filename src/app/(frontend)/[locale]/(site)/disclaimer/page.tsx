import { singleArticlePage } from '@/components/content/pages'

const page = singleArticlePage('disclaimer', 'disclaimer', '/disclaimer')

export const generateMetadata = page.generateMetadata
export default page.Page
