'use client'
// The generic field set of the forms: every field has a label, its error is announced and
// linked (aria-describedby), a field in error is marked (aria-invalid, red by CSS).
import { useTranslations } from 'next-intl'
import { get, useFormContext, type FieldError } from 'react-hook-form'
import type { ReactNode } from 'react'
import type { FormErrorKey, FormOptionGroup, FormOptionKey } from '@/i18n/messageKeys'

/** The message of a field error: a catalogue key from the schema, or a server text as is. */
export function useErrorText() {
  const t = useTranslations('Forms.errors')
  return (error?: FieldError) => {
    if (!error?.message) return undefined
    const key = error.message as FormErrorKey
    return error.type === 'server' || !t.has(key) ? error.message : t(key)
  }
}

/** The options of a choice field, each labelled by the catalogue's `Forms.options.{group}`. */
export function useOptions() {
  const t = useTranslations('Forms')
  return (group: FormOptionGroup, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`options.${group}.${value}` as FormOptionKey) }))
}

/** "(required)" after a label or legend. */
export function RequiredMark() {
  const t = useTranslations('Forms.ui')
  return <span className="form-required"> ({t('required')})</span>
}

/** The error of field `id`, announced at once; the field points at it (aria-describedby). */
export function ErrorText({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p className="form-error" id={`${id}-error`} role="alert">
      {message}
    </p>
  ) : null
}

type BaseProps = {
  name: string
  label: string
  required?: boolean
  hint?: ReactNode
  /** The input's id when `field-{name}` is taken: a second form on the page (the footer's). */
  id?: string
}

/** A field's id (`field-{name}`, its input's or its group's) and the text of its error, if any. */
function useFieldError(name: string) {
  const { formState } = useFormContext()
  const errorText = useErrorText()
  return {
    id: `field-${name.replace(/\W/g, '-')}`,
    message: errorText(get(formState.errors, name) as FieldError | undefined),
  }
}

function FieldFrame({
  name,
  label,
  required,
  hint,
  id: ownId,
  children,
}: BaseProps & {
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode
}) {
  const { id: nameId, message } = useFieldError(name)
  const id = ownId ?? nameId
  return (
    <div className={`form-field${message ? ' form-field--error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        describedBy: message ? `${id}-error` : undefined,
        invalid: Boolean(message),
      })}
      {hint ? <p className="form-hint">{hint}</p> : null}
      <ErrorText id={id} message={message} />
    </div>
  )
}

/**
 * A field shown in error is checked again as the visitor corrects it, not only when they leave
 * it: the message goes at once, and does not vanish under the pointer on the way to the next
 * button (a mouse-down that moves the layout loses the click).
 */
function useRecheckWhileInError(name: string) {
  const { getFieldState, trigger } = useFormContext()
  return () => {
    if (getFieldState(name).error) void trigger(name)
  }
}

export function TextField({
  type = 'text',
  autoComplete,
  multiline,
  setValueAs,
  defaultValue,
  ...props
}: BaseProps & {
  type?: 'text' | 'email' | 'tel' | 'date' | 'number'
  autoComplete?: string
  multiline?: boolean
  /** In the server's HTML too (a prefilled form without JavaScript); match useForm's defaults. */
  defaultValue?: string
  /** Turns the typed text into the schema's value (a list of towns, …). */
  setValueAs?: (value: unknown) => unknown
}) {
  const { register } = useFormContext()
  const recheck = useRecheckWhileInError(props.name)
  return (
    <FieldFrame {...props}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          'aria-required': props.required || undefined,
          ...register(props.name, {
            onChange: recheck,
            ...(setValueAs
              ? { setValueAs }
              : type === 'number'
                ? { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) }
                : {}),
          }),
        }
        return multiline ? (
          <textarea rows={5} defaultValue={defaultValue} {...common} />
        ) : (
          <input type={type} autoComplete={autoComplete} defaultValue={defaultValue} {...common} />
        )
      }}
    </FieldFrame>
  )
}

export function SelectField({
  options,
  defaultValue,
  ...props
}: BaseProps & { options: { value: string; label: string }[]; defaultValue?: string }) {
  const { register } = useFormContext()
  const recheck = useRecheckWhileInError(props.name)
  const t = useTranslations('Forms.options')
  return (
    <FieldFrame {...props}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          defaultValue={defaultValue}
          {...register(props.name, { onChange: recheck })}
        >
          <option value="">{t('choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

export function CheckboxField({
  name,
  label,
  defaultChecked,
}: {
  name: string
  label: string
  defaultChecked?: boolean
}) {
  const { register, getValues } = useFormContext()
  const recheck = useRecheckWhileInError(name)
  const id = `field-${name}`
  const value: unknown = getValues(name)
  return (
    <div className="form-field form-field--checkbox">
      <input
        type="checkbox"
        id={id}
        defaultChecked={typeof value === 'boolean' ? value : defaultChecked}
        {...register(name, { onChange: recheck })}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

/** Hidden from people (and from assistive technology); bots fill it in. */
export function Honeypot({ name = 'website' }: { name?: string }) {
  const { register } = useFormContext()
  const t = useTranslations('Forms.ui')
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={`hp-${name}`}>{t('honeypotLabel')}</label>
      <input id={`hp-${name}`} type="text" tabIndex={-1} autoComplete="off" {...register(name)} />
    </div>
  )
}

/** The labelled checkboxes or radio buttons of a choice group, one per option. */
function ChoiceInputs({
  type,
  id,
  name,
  options,
  checked,
}: {
  type: 'checkbox' | 'radio'
  id: string
  name: string
  options: { value: string; label: string }[]
  /** Whether an option is chosen in the server's HTML. */
  checked: (value: string) => boolean | undefined
}) {
  const { register, getValues } = useFormContext()
  // A radio button shown again (a step after "previous") is checked by what the form holds: one
  // checked by default would be taken as the visitor's choice again. Not a box of a group:
  // react-hook-form reads a checked-by-default box alone, and the group's list would become one
  // value; there the form's value is put back on each box.
  const value: unknown = type === 'radio' ? getValues(name) : undefined
  const chosen = (option: string) =>
    typeof value === 'string' ? value === option : checked(option)
  return options.map((option) => (
    <div key={option.value} className="form-field--checkbox">
      <input
        type={type}
        id={`${id}-${option.value}`}
        value={option.value}
        defaultChecked={chosen(option.value)}
        {...register(name)}
      />
      <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
    </div>
  ))
}

/** Several checkboxes that give one array value (at least one may be required). */
export function CheckboxGroupField({
  name,
  label,
  required,
  options,
  defaultValues,
}: BaseProps & { options: { value: string; label: string }[]; defaultValues?: string[] }) {
  const { id, message } = useFieldError(name)
  return (
    <fieldset
      className={`form-field form-field--group${message ? ' form-field--error' : ''}`}
      aria-describedby={message ? `${id}-error` : undefined}
      aria-invalid={message ? true : undefined}
    >
      <legend>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <ChoiceInputs
        type="checkbox"
        id={id}
        name={name}
        options={options}
        checked={(value) => defaultValues?.includes(value)}
      />
      <ErrorText id={id} message={message} />
    </fieldset>
  )
}

/** One choice among a few, shown at once as radio buttons (none chosen is allowed). */
export function RadioGroupField({
  name,
  label,
  options,
  defaultValue,
}: BaseProps & { options: { value: string; label: string }[]; defaultValue?: string }) {
  const { id, message } = useFieldError(name)
  return (
    <fieldset
      className={`form-field form-field--group${message ? ' form-field--error' : ''}`}
      aria-describedby={message ? `${id}-error` : undefined}
    >
      <legend>{label}</legend>
      <ChoiceInputs
        type="radio"
        id={id}
        name={name}
        options={options}
        checked={(value) => defaultValue === value}
      />
      <ErrorText id={id} message={message} />
    </fieldset>
  )
}

/** What a CV's picker offers; the server decides on the bytes (src/lib/forms/files.ts). */
export const cvTypes = [
  '.pdf',
  '.doc',
  '.docx',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',')

/**
 * A file input whose value is the chosen File (or undefined): FormShell then sends the form as
 * multipart, the file as its own part. `accept` only guides the picker; the server checks the
 * bytes. The input is not react-hook-form's ref: RHF would take its FileList as the value (on
 * mount an empty one, which fails an optional file; on blur it would replace the File) and blank
 * the input when the value is set. RHF gets a ref that only lends focus, for the first error.
 */
export function FileField({ accept, ...props }: BaseProps & { accept: string }) {
  const { register, setValue, trigger } = useFormContext()
  const { ref, name } = register(props.name)
  return (
    <FieldFrame {...props}>
      {({ id, describedBy, invalid }) => (
        <input
          type="file"
          id={id}
          name={name}
          accept={accept}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={props.required || undefined}
          ref={(input) => ref(input ? { focus: () => input.focus() } : null)}
          onBlur={() => void trigger(props.name)}
          onChange={(event) =>
            setValue(props.name, event.target.files?.[0] ?? undefined, {
              shouldValidate: true,
              shouldTouch: true,
              shouldDirty: true,
            })
          }
        />
      )}
    </FieldFrame>
  )
}
