import { listPage } from '@/app/(frontend)/[locale]/(site)/_routes/listPage'

const page = listPage('sale')

export const generateMetadata = page.generateMetadata
export default page.Page
