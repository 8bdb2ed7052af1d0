// The owner's new password: one zod schema for the browser and the server. Messages are keys of
// the Portal.password catalogue, translated where they are shown.
import { z } from 'zod'

export const PASSWORD_MIN = 12

export const passwordRules = [
  { key: 'ruleLength', test: (value: string) => value.length >= PASSWORD_MIN },
  { key: 'ruleLetter', test: (value: string) => /\p{L}/u.test(value) },
  { key: 'ruleDigitOrSymbol', test: (value: string) => /[\d\p{P}\p{S}]/u.test(value) },
] as const

export const newPasswordSchema = z
  .object({
    token: z.string().trim().min(1, 'tokenInvalid').max(200, 'tokenInvalid'),
    password: z
      .string()
      .max(200, 'tooLong')
      .refine(passwordRules[0].test, 'ruleLength')
      .refine(passwordRules[1].test, 'ruleLetter')
      .refine(passwordRules[2].test, 'ruleDigitOrSymbol'),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, {
    message: 'notSame',
    path: ['confirm'],
  })

export type NewPasswordInput = z.infer<typeof newPasswordSchema>
