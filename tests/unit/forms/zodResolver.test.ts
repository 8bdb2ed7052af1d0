// The forms' resolver fetches zod and the schema at the first check, once (issue 13), and
// answers as the schema does.
import { describe, expect, it } from 'vitest'

import { zodResolver } from '@/components/forms/zodResolver'
import { contactSchema } from '@/lib/forms/schemas/contact'

const options = { fields: {}, shouldUseNativeValidation: false } as never

describe('zodResolver with a loader', () => {
  it('loads the schema at the first check only, once, and gives its errors', async () => {
    let loads = 0
    const resolver = zodResolver(async () => {
      loads++
      return contactSchema
    })
    expect(loads).toBe(0)
    const refused = await resolver({ email: 'no' } as never, undefined, options)
    expect(refused.errors).toMatchObject({ email: { message: 'emailInvalid' } })
    const accepted = await resolver(
      {
        firstName: 'Anna',
        lastName: 'Peeters',
        email: 'anna@example.com',
        remarks: 'Graag meer informatie',
      } as never,
      undefined,
      options,
    )
    expect(accepted.errors).toEqual({})
    expect(loads).toBe(1)
  })

  it('tries again after a failed fetch', async () => {
    let attempts = 0
    const resolver = zodResolver(async () => {
      if (++attempts === 1) throw new Error('offline')
      return contactSchema
    })
    await expect(resolver({} as never, undefined, options)).rejects.toThrow('offline')
    const result = await resolver({} as never, undefined, options)
    expect(Object.keys(result.errors).length).toBeGreaterThan(0)
    expect(attempts).toBe(2)
  })
})
