/** "Foto 3 van 12": the catalogue's `PropertyDetail.photo` text for photo `index` (from 0). */
export const photoCaption = (label: string, index: number, total: number) =>
  label.replace('{number}', String(index + 1)).replace('{total}', String(total))
