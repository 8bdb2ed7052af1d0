// document-request: a property's documents, once per address and property in 30 days (409
// "documents already requested" after that, docs/forms-api.md).
import { thankYouPath } from '@/lib/site/paths'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import { refuse, type FormRules } from './types'

const DOCUMENT_REQUEST_DAYS = 30

export const documentRequest: FormRules<'document-request'> = {
  kind: 'document-request',
  schema: formSchemas['document-request'],
  async check({ payload, property, email, now }) {
    if (!property) return { found: undefined }
    const since = new Date(now.getTime() - DOCUMENT_REQUEST_DAYS * 24 * 3600 * 1000)
    const { totalDocs } = await payload.count({
      collection: 'submissions',
      where: {
        and: [
          { kind: { equals: 'document-request' } },
          { property: { equals: property.id } },
          { email: { equals: email } },
          { createdAt: { greater_than: since.toISOString() } },
        ],
      },
    })
    if (totalDocs > 0) return refuse(409, 'email', 'documentsAlreadyRequested')
    return { found: undefined }
  },
  mails: standardMails,
  thankYou: (locale) => thankYouPath(locale, 'document-request'),
}
