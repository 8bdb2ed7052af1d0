import { listLanguages } from '../withQuery'

export default listLanguages('for-sale')
