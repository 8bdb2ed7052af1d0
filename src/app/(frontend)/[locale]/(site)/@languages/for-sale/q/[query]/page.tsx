import { listLanguages } from '../../../withQuery'

export const generateStaticParams = () => []
export default listLanguages('for-sale')
