import { languagesWithQuery } from '../withQuery'

export const dynamic = 'force-dynamic'
export default languagesWithQuery('contact')
