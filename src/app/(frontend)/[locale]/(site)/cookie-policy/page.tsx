import { singleArticlePage } from '@/components/content/pages'

const page = singleArticlePage('cookie-policy', 'cookiePolicy', '/cookie-policy')

export const generateMetadata = page.generateMetadata
export default page.Page
