import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import type { RichTextBlock as RichTextBlockData } from '@/payload-types'

export function RichTextBlock({ block }: { block: RichTextBlockData }) {
  return (
    <div className="block block--rich-text">
      <LexicalRichText data={block.content as never} />
    </div>
  )
}
