// Rich text for Payload's Lexical editor from plain paragraphs: "## " starts a heading.

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

const node = (paragraph: string) =>
  paragraph.startsWith('## ')
    ? {
        type: 'heading',
        tag: 'h2',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        children: [text(paragraph.slice(3))],
      }
    : {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [text(paragraph)],
      }

export type RichTextValue = {
  root: {
    type: string
    children: { type: unknown; version: number; [key: string]: unknown }[]
    direction: 'ltr' | 'rtl' | null
    format: '' | 'left' | 'start' | 'center' | 'right' | 'end' | 'justify'
    indent: number
    version: number
  }
  [key: string]: unknown
}

export const richText = (paragraphs: readonly string[]): RichTextValue => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: paragraphs.map(node),
  },
})

/** The plain text of a rich text value (for tests and excerpts). */
export const plainText = (value: unknown): string => {
  const walk = (item: unknown): string => {
    if (!item || typeof item !== 'object') return ''
    const record = item as { text?: unknown; children?: unknown[]; root?: unknown }
    if (typeof record.text === 'string') return record.text
    if (record.root) return walk(record.root)
    return (record.children ?? []).map(walk).join(' ')
  }
  return walk(value).trim()
}
