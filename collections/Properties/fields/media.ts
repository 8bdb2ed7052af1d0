// Tab "Media": photos (the first is the cover), video and virtual tour.
import type { PayloadRequest, Tab } from 'payload'

import { inLanguage, label } from '@/fields/labels'
import { parseVideoUrl } from '@/lib/domain'

const unknownLink = label(
  'Onbekende link: gebruik YouTube, Vimeo, Facebook, Matterport of een videobestand.',
  'Lien inconnu : utilisez YouTube, Vimeo, Facebook, Matterport ou un fichier vidéo.',
  'Unknown link: use YouTube, Vimeo, Facebook, Matterport or a video file.',
  'Unbekannter Link: Verwenden Sie YouTube, Vimeo, Facebook, Matterport oder eine Videodatei.',
)

const validateVideoUrl = (value: unknown, { req }: { req: PayloadRequest }) => {
  if (typeof value !== 'string' || value.trim() === '') return true
  return parseVideoUrl(value) ? true : inLanguage(unknownLink, req)
}

export const mediaTab: Tab = {
  label: label('Media', 'Médias', 'Media', 'Medien'),
  fields: [
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: label("Foto's", 'Photos', 'Photos', 'Fotos'),
      admin: {
        description: label(
          'De eerste foto is de omslagfoto.',
          'La première photo sert de couverture.',
          'The first photo is the cover.',
          'Das erste Foto ist das Titelbild.',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'videoUrl',
          type: 'text',
          validate: validateVideoUrl,
          label: label('Video (link)', 'Vidéo (lien)', 'Video (link)', 'Video (Link)'),
        },
        {
          name: 'virtualTourUrl',
          type: 'text',
          validate: validateVideoUrl,
          label: label(
            'Virtuele rondleiding (link)',
            'Visite virtuelle (lien)',
            'Virtual tour (link)',
            'Virtueller Rundgang (Link)',
          ),
        },
      ],
    },
  ],
}
