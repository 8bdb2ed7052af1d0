'use client'
// Beside the publish button of a property: the region's mandatory mentions still missing in the
// form as it is now, each marked "blocks publishing" or "warning" as the administrator set it
// (global compliance-rules), each a link that opens the field's tab and puts the cursor in it.
import { useAllFormFields, useTranslation } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import { useEffect, useMemo, useState } from 'react'

import { inLanguage } from '@/fields/labels'
import { complianceTexts, mentionLabels, mentionTabs } from '@/fields/mentionLabels'
import { checkMentions, type MentionFacts, type MissingMention } from '@/lib/domain/mentions'

type Severity = Record<string, 'warn' | 'block' | null | undefined>

const fieldId = (path: string) => `field-${path.replace(/\./g, '__')}`

/** Opens the tab holding the field when it is not on screen, then moves the focus into it. */
const goToField = (path: string, tabLabel: string) => {
  const focus = () => {
    const field = document.getElementById(fieldId(path))
    if (!field) return false
    field.scrollIntoView({ block: 'center' })
    const input = field.matches('input, textarea, select, button')
      ? field
      : field.querySelector<HTMLElement>('input, textarea, select, button, [tabindex]')
    ;(input ?? field).focus()
    return true
  }
  if (focus()) return
  const tab = [...document.querySelectorAll<HTMLButtonElement>('.tabs-field__tab-button')].find(
    (button) => button.textContent?.trim() === tabLabel,
  )
  tab?.click()
  let tries = 0
  const retry = () => {
    if (!focus() && ++tries < 20) window.setTimeout(retry, 50)
  }
  window.setTimeout(retry, 50)
}

export function PublishChecklist() {
  const [fields] = useAllFormFields()
  const { i18n } = useTranslation()
  const req = { i18n: { language: i18n.language } }
  const [severity, setSeverity] = useState<Severity>({})

  useEffect(() => {
    let live = true
    fetch('/api/globals/compliance-rules?depth=0', {
      credentials: 'include',
      headers: { 'Accept-Language': i18n.language },
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { severity?: Severity } | null) => {
        if (live && body?.severity) setSeverity(body.severity)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [i18n.language])

  const missing: MissingMention[] = useMemo(() => {
    const values = reduceFieldsToValues(fields, true) as MentionFacts
    return checkMentions(values, { date: new Date().toISOString().slice(0, 10) }).missing
  }, [fields])

  const blocking = missing.filter((item) => severity[item.rule] === 'block').length
  return (
    <details
      className={`publish-checklist${missing.length ? ' publish-checklist--missing' : ''}${blocking ? ' publish-checklist--blocking' : ''}`}
    >
      <summary>
        {inLanguage(complianceTexts.title, req)}:{' '}
        <strong>{missing.length === 0 ? '✓' : missing.length}</strong>
      </summary>
      <div className="publish-checklist__panel">
        {missing.length === 0 ? (
          <p>{inLanguage(complianceTexts.complete, req)}</p>
        ) : (
          <>
            <p>{inLanguage(complianceTexts.missing, req)}</p>
            <ul>
              {missing.map((item) => {
                const tab = inLanguage(mentionTabs[item.path.split('.')[0]], req)
                const blocks = severity[item.rule] === 'block'
                return (
                  <li key={`${item.rule}-${item.path}`} data-rule={item.rule}>
                    <a
                      href={`#${fieldId(item.path)}`}
                      onClick={(event) => {
                        event.preventDefault()
                        goToField(item.path, tab)
                      }}
                    >
                      {inLanguage(mentionLabels[item.rule], req)}
                    </a>{' '}
                    <span className="publish-checklist__tab">({tab})</span>{' '}
                    <span
                      className={`publish-checklist__severity publish-checklist__severity--${blocks ? 'block' : 'warn'}`}
                    >
                      {inLanguage(blocks ? complianceTexts.blocks : complianceTexts.warns, req)}
                    </span>
                  </li>
                )
              })}
            </ul>
          </>
        )}
      </div>
    </details>
  )
}
