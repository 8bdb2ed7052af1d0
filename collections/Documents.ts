import path from 'node:path'

import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'
import {
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'

import { canReadDocument } from '@/access/canReadDocument'
import { isStaff } from '@/access/isStaff'
import { inLanguage, label } from '@/fields/labels'
import { documentsDir } from '@/lib/env'
import { fileResponseHeaders } from '@/lib/restInput'
import { refuseMarkupInUploads } from '@/lib/uploadContent'

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024

/** What the content of an accepted file is, and the extensions such a file may carry. */
const accepted: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  // Word 97-2003 and Excel 97-2003 files are OLE compound files; their content says no more.
  'application/x-cfb': ['doc', 'xls'],
}

const wrongType = label(
  'Alleen PDF-, Word- en Excel-bestanden zijn toegestaan, en de inhoud moet bij de extensie passen.',
  'Seuls les fichiers PDF, Word et Excel sont acceptés, et leur contenu doit correspondre à l’extension.',
  'Only PDF, Word and Excel files are allowed, and the content must match the extension.',
  'Nur PDF-, Word- und Excel-Dateien sind erlaubt, und der Inhalt muss zur Endung passen.',
)

const tooLarge = label(
  'Het bestand is groter dan 20 MB.',
  'Le fichier dépasse 20 Mo.',
  'The file is larger than 20 MB.',
  'Die Datei ist größer als 20 MB.',
)

const refuse = (req: PayloadRequest, message: string) =>
  new ValidationError({ collection: 'documents', errors: [{ message, path: 'file' }], req })

/**
 * Checks an uploaded file by its content (the browser's MIME type and the name can lie) and by
 * its size, before Payload stores anything, with a message in the editor's language.
 */
export const checkDocumentFile: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  const onDisk = Boolean(file.tempFilePath) && (!file.data || file.data.length === 0)
  const size = onDisk ? file.size : file.data.length
  if (size > MAX_DOCUMENT_BYTES) throw refuse(req, inLanguage(tooLarge, req))
  const detected = onDisk
    ? await fileTypeFromFile(file.tempFilePath!)
    : await fileTypeFromBuffer(file.data)
  const extension = path.extname(file.name).slice(1).toLowerCase()
  const extensions = detected ? accepted[detected.mime] : undefined
  if (!extensions?.includes(extension)) throw refuse(req, inLanguage(wrongType, req))
  return args
}

/** Brochures, plans, certificates and price lists attached to properties and projects. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: {
    singular: label('Document', 'Document', 'Document', 'Dokument'),
    plural: label('Documenten', 'Documents', 'Documents', 'Dokumente'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'filesize', 'updatedAt'],
    group: label('Media', 'Médias', 'Media', 'Medien'),
  },
  access: { read: canReadDocument, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: documentsDir(),
    mimeTypes: [...Object.keys(accepted), 'application/msword', 'application/vnd.ms-excel'],
    // Downloaded, never opened in the site's origin.
    modifyResponseHeaders: fileResponseHeaders({ attachment: true }),
  },
  hooks: { beforeOperation: [checkDocumentFile, refuseMarkupInUploads] },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: label('Titel', 'Titre', 'Title', 'Titel'),
    },
  ],
}
