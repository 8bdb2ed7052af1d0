import { listPage } from '@/components/property/listRoutes'

const page = listPage('sale')

export const generateMetadata = page.generateMetadata
export default page.Page
