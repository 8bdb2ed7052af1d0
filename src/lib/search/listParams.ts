// Query-string parameters of the property lists, parsed before they reach a query.
// Malformed or unknown parameters are ignored, never a 500 (contracts/routes.md).
import { z } from 'zod'

export type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const listParams = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})

export type ListParams = z.infer<typeof listParams>

export const parseListParams = (searchParams: SearchParams): ListParams =>
  listParams.parse({ page: first(searchParams.page) ?? 1 })
