// Files sent with forms (CVs, testimonial photos): stored privately beside the media folder,
// never under public/, readable only by staff (anonymous GET of the file URL answers 403).
import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'
import { submissionFilesDir } from '@/lib/env'
import { fileResponseHeaders } from '@/lib/restInput'
import { refuseMarkupInUploads } from '@/lib/uploadContent'

export const submissionFileMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/x-cfb', // how file-type names a .doc (OLE compound file)
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'image/webp',
]

export const SubmissionFiles: CollectionConfig = {
  slug: 'submission-files',
  labels: {
    singular: label('Bijlage', 'Pièce jointe', 'Attachment', 'Anhang'),
    plural: label(
      'Bijlagen van formulieren',
      'Pièces jointes des formulaires',
      'Form attachments',
      'Formularanhänge',
    ),
  },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'],
    group: label('Leads', 'Leads', 'Leads', 'Leads'),
  },
  access: {
    // Only the forms endpoint creates files (local API); nobody uploads through REST.
    create: () => false,
    read: isStaff,
    update: isStaff,
    delete: isAdmin,
  },
  upload: {
    staticDir: submissionFilesDir(),
    mimeTypes: submissionFileMimeTypes,
    // No resized copies: documents, and photos only a moderator looks at.
    imageSizes: [],
    // A visitor's file is downloaded by staff, never opened in the site's origin.
    modifyResponseHeaders: fileResponseHeaders({ attachment: true }),
  },
  hooks: { beforeOperation: [refuseMarkupInUploads] },
  fields: [],
}
