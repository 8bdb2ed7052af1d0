import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import type { RichTextBlock as RichTextBlockData } from '@/payload-types'

import styles from './RichText.module.css'

// The text's elements sit directly in the block (no extra container): the module styles them.
export function RichTextBlock({ block }: { block: RichTextBlockData }) {
  return (
    <div className={`block block--rich-text ${styles.prose}`}>
      <LexicalRichText data={block.content} disableContainer />
    </div>
  )
}
