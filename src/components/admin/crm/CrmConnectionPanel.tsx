'use client'
// In a CRM connection's sidebar (docs/crm-import.md, "The connections screen"): test the
// credentials, start a dry run or an import, follow the last run (its counts refresh while it
// goes), open every run's report, and read the webhook address SweepBright needs. Every word in
// the staff member's language; the answers of the endpoints come as the admin's own toasts.
import { Button, toast, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { inLanguage, type AdminLabel } from '@/fields/labels'

import styles from './CrmConnectionPanel.module.css'
import { panelTexts as texts, type RunSummary } from './texts'

/** How often the panel asks for the last run's counts while it goes. */
const POLL_MS = 2000

const lastRunUrl = (id: number | string) =>
  `/api/crm-runs?where[connection][equals]=${encodeURIComponent(String(id))}&sort=-createdAt&limit=1&depth=0`

export function CrmConnectionPanel() {
  const { id } = useDocumentInfo()
  const provider = useFormFields(([fields]) => fields.provider?.value)
  const { i18n } = useTranslation()
  const say = (text: AdminLabel) => inLanguage(text, { i18n: { language: i18n.language } })
  const [run, setRun] = useState<RunSummary | null>(null)
  const [busy, setBusy] = useState(false)
  // Bumped when a run starts: the panel asks for the last run again.
  const [started, setStarted] = useState(0)
  const going = run?.status === 'running'

  const fetchRun = useCallback(async (): Promise<RunSummary | null> => {
    if (!id) return null
    const response = await fetch(lastRunUrl(id), { credentials: 'include' }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { docs?: RunSummary[] } | null
    return body?.docs?.[0] ?? null
  }, [id])

  useEffect(() => {
    let live = true
    const load = () =>
      fetchRun().then((found) => {
        if (live) setRun(found)
      })
    void load()
    const timer = going ? setInterval(load, POLL_MS) : undefined
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [fetchRun, going, started])

  if (!id) return <p className={styles.panel}>{say(texts.saveFirst)}</p>

  const post = async (path: string, body?: object) => {
    setBusy(true)
    try {
      const response = await fetch(`/api/crm-connections/${id}/${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': i18n.language },
        body: JSON.stringify(body ?? {}),
      })
      return {
        status: response.status,
        body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
      }
    } catch {
      return { status: 0, body: {} }
    } finally {
      setBusy(false)
    }
  }

  const check = async () => {
    const { status, body } = await post('check')
    const message = typeof body.message === 'string' ? body.message : say(texts.failed)
    if (status === 200 && body.ok === true) toast.success(message)
    else toast.error(message)
  }

  const sync = async (mode: 'dry-run' | 'apply') => {
    const { status, body } = await post('sync', { mode, full: true })
    if (status === 202) {
      toast.success(say(texts.started))
      setStarted((count) => count + 1)
    } else if (status === 409) {
      toast.error(say(body.reason === 'busy' ? texts.busy : texts.dryRunFirst))
    } else toast.error(say(texts.failed))
  }

  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return (
    <section className={styles.panel} aria-labelledby="crm-panel-heading">
      <h3 id="crm-panel-heading" className={styles.heading}>
        {say(texts.heading)}
      </h3>
      <div className={styles.actions}>
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={check}>
          {say(texts.check)}
        </Button>
        <Button
          buttonStyle="secondary"
          size="small"
          disabled={busy || going}
          onClick={() => sync('dry-run')}
        >
          {say(texts.dryRun)}
        </Button>
        <Button size="small" disabled={busy || going} onClick={() => sync('apply')}>
          {say(texts.apply)}
        </Button>
      </div>
      <div aria-live="polite" data-crm-last-run={run?.status ?? 'none'}>
        <h4 className={styles.subheading}>{say(texts.lastRun)}</h4>
        {run ? <RunLine run={run} say={say} /> : <p>{say(texts.noRun)}</p>}
      </div>
      <p>
        <a href={`/admin/collections/crm-runs?where[connection][equals]=${id}`}>
          {say(texts.allRuns)}
        </a>
      </p>
      {provider === 'sweepbright' && (
        <div>
          <h4 className={styles.subheading}>{say(texts.webhook)}</h4>
          <code
            className={styles.address}
          >{`${origin}/api/crm/webhook/${id}?secret={secret}`}</code>
          <p className={styles.help}>{say(texts.webhookHelp)}</p>
        </div>
      )}
    </section>
  )
}

/** The last run: what it was, how it stands, and its counts so far. */
function RunLine({ run, say }: { run: RunSummary; say: (text: AdminLabel) => string }) {
  const counts = Object.entries(texts.counts).map(([name, text]) => ({
    name,
    text: say(text),
    value: run.counts?.[name as keyof typeof texts.counts] ?? 0,
  }))
  return (
    <>
      <p>
        {say(texts.modes[run.mode])}: <strong>{say(texts.statuses[run.status])}</strong>
        {run.status === 'running' && <span className={styles.progress}>{say(texts.running)}</span>}
      </p>
      <ul className={styles.counts}>
        {counts.map(({ name, text, value }) => (
          <li key={name}>
            {value} {text}
          </li>
        ))}
      </ul>
      {run.message && <p className={styles.help}>{run.message}</p>}
    </>
  )
}
