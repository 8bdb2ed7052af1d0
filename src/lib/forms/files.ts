// Content sniffing of uploaded files: the extension and the browser's type are claims, the
// bytes decide (file-type). DOC files are OLE compound documents (file-type says "cfb").
import { fileTypeFromBuffer } from 'file-type'

import { containsMarkup } from '@/lib/uploadContent'

import type { UploadedFile } from './schemas/fields'

const documentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  cfb: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}
const imageTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/** The real MIME type of a document or image, or null when the bytes are not of an accepted kind. */
export const sniffFile = async (
  file: UploadedFile,
  accept: 'document' | 'image',
): Promise<string | null> => {
  if (!file.data) return null
  // A polyglot (a PDF or image that is also HTML or SVG with script) is not a document.
  if (containsMarkup(file.data)) return null
  const detected = await fileTypeFromBuffer(file.data)
  if (!detected) return null
  const table = accept === 'document' ? documentTypes : imageTypes
  return table[detected.ext] ?? null
}
