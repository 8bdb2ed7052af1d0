import { listPage } from '@/app/(frontend)/[locale]/(site)/_routes/listPage'

const page = listPage('rent')

export const generateMetadata = page.generateMetadata
export default page.Page
