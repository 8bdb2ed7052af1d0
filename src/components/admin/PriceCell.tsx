// A price in the admin's list views as a visitor reads it ("€ 349.000"), not as raw digits.
import type { DefaultServerCellComponentProps } from 'payload'

import { formatPrice } from '@/lib/domain'

export function PriceCell({ cellData }: DefaultServerCellComponentProps) {
  if (cellData === null || cellData === undefined || cellData === '') return <span>—</span>
  const text = formatPrice(cellData as number)
  return <span style={{ whiteSpace: 'nowrap' }}>{text === 'NaN' ? '—' : text}</span>
}
