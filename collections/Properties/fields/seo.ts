// Tab "SEO": page title, description and sharing image per language.
import type { Tab } from 'payload'

import { label } from '@/fields/labels'
import { seoField } from '@/fields/seo'

export const seoTab: Tab = {
  label: label('SEO', 'SEO', 'SEO', 'SEO'),
  fields: [seoField()],
}
