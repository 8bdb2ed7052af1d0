import { listPage } from '@/components/property/listRoutes'

const page = listPage('rent')

export const generateMetadata = page.generateMetadata
export default page.Page
