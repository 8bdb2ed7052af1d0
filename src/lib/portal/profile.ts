// The owner's own details (name, phone, language), as the profile page shows and changes them.
// The account changed is always the session's: nothing in the posted form names an account.
import type { Payload } from 'payload'
import { z } from 'zod'

import { locales, type Locale } from '@/i18n/locales'

export const profileSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(120, 'tooLong'),
  phone: z
    .string()
    .trim()
    .max(40, 'tooLong')
    .refine((value) => value === '' || /^\+?[0-9 ()./-]{6,}$/.test(value), 'phoneInvalid')
    .refine((value) => value === '' || value.replace(/\D/g, '').length >= 8, 'phoneInvalid'),
  language: z.enum(locales, { error: 'languageInvalid' }),
})

export type ProfileOutcome =
  { ok: true; locale: Locale } | { ok: false; errors: { field: string; key: string }[] }

/** Saves the owner's details through Payload's access rules, as that owner. */
export async function updateOwnerProfile(
  payload: Payload,
  { ownerId, input }: { ownerId: number; input: Record<string, string> },
): Promise<ProfileOutcome> {
  const parsed = profileSchema.safeParse({
    name: input.name ?? '',
    phone: input.phone ?? '',
    language: input.language ?? '',
  })
  if (!parsed.success)
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ''),
        key: issue.message,
      })),
    }
  const { name, phone, language } = parsed.data
  const owner = await payload.findByID({
    collection: 'owners',
    id: ownerId,
    depth: 0,
    overrideAccess: true,
  })
  await payload.update({
    collection: 'owners',
    id: ownerId,
    data: { name, phone: phone || null, locale: language },
    overrideAccess: false,
    user: { ...owner, collection: 'owners' },
    depth: 0,
  })
  return { ok: true, locale: language }
}
