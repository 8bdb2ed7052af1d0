'use client'
// The steps of a multi-step form: next validates the fields of the step and moves on, previous
// goes back with every value kept, and focus goes to the new step's heading. A submission
// refused for a field of an earlier step goes back to that step and focuses the field. The form
// places `title` first and spreads `shell` on its FormShell.
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form'

import { firstStepError } from './stepErrors'
import { useHydrated } from './useHydrated'

export function useFormSteps<T extends FieldValues>(
  form: UseFormReturn<T>,
  steps: readonly (readonly string[])[],
  /** Each step's title (the form's legends), shown after "step n of m" in the heading. */
  titles: readonly string[],
) {
  const t = useTranslations('Forms.ui')
  const [step, setStep] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  const last = steps.length - 1
  // Without JavaScript every step shows at once, with one submit button (useHydrated).
  const hydrated = useHydrated()

  const go = (to: number) => {
    setStep(to)
    requestAnimationFrame(() => heading.current?.focus())
  }

  // A submission refused for a field of an earlier step (by the server, or by a rule only the
  // whole form checks): that field is not on screen, so go back to its step and focus it once
  // the step is shown. FormShell calls this with the errors (`onInvalid`); an event, not an
  // effect that watches the form state, which would re-render every field during validation.
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null)
  const onInvalid = (errors: FieldErrors<T>) => {
    const found = firstStepError(steps, errors)
    if (!found || found.step >= step) return
    setStep(found.step)
    setFocusRequest({ field: found.field })
  }
  // Once the step is on screen (its inputs registered again).
  useEffect(() => {
    if (focusRequest) form.setFocus(focusRequest.field as Path<T>)
  }, [focusRequest, form])

  const next = async () => {
    const fields = steps[step].filter((field) => field !== 'altcha') as Path<T>[]
    if (await form.trigger(fields, { shouldFocus: true })) go(step + 1)
  }

  const actions = !hydrated ? (
    <div className="form-steps-actions">
      <button type="submit" className="button">
        {t('submit')}
      </button>
    </div>
  ) : (
    <div className="form-steps-actions">
      {step > 0 ? (
        <button type="button" className="button button--secondary" onClick={() => go(step - 1)}>
          {t('previous')}
        </button>
      ) : null}
      {step < last ? (
        // Own keys: React must not turn this very button into the submit button while its click
        // is still being handled, or the browser submits the form on arrival at the last step.
        <button key="next" type="button" className="button" onClick={next}>
          {t('next')}
        </button>
      ) : (
        <button
          key="submit"
          type="submit"
          className="button"
          disabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? t('sending') : t('submit')}
        </button>
      )}
    </div>
  )

  /** Whether step `index` is on screen: the current one, or every one without JavaScript. */
  const shows = (index: number) => !hydrated || step === index

  const title = hydrated ? (
    <h2 ref={heading} tabIndex={-1} className="form-step-title">
      {t('step', { current: step + 1, total: steps.length })}: {titles[step]}
    </h2>
  ) : null

  // The captcha comes with the last step, where the form is sent.
  const shell = { actions, onInvalid, showCaptcha: step === last }

  return { title, shell, shows, hydrated }
}
