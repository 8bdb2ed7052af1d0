// A minimal one-page PDF (Helvetica, WinAnsi) for the demo price lists and brochures: enough
// for the documents collection's content check and for a visitor's PDF viewer.

const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`)

/** Lines of text on an A4 page; the first line is the heading. */
export function simplePdf(lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    `(${escape(lines[0] ?? '')}) Tj`,
    '/F1 10 Tf',
    '0 -28 Td',
    ...lines.slice(1).flatMap((line) => [`(${escape(line)}) Tj`, '0 -15 Td']),
    'ET',
  ].join('\n')
  const stream = Buffer.from(content, 'latin1')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
