import { singleArticlePage } from '@/components/content/pages'

const page = singleArticlePage('about', 'aboutUs', '/about-us')

export const generateMetadata = page.generateMetadata
export default page.Page
