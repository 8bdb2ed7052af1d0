'use client'
// In a CRM connection's edit view: start a dry run or an import (POST
// /api/crm-connections/:id/sync, docs/crm-import.md "Starting a run"). The run goes on in the
// background; its report is in CRM → CRM runs. A refusal (a run going, no dry run yet) shows the
// endpoint's message as the admin's error toast.
import { Button, toast, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { inLanguage, label } from '@/fields/labels'

const texts = {
  dryRun: label('Proefrun', 'Essai à blanc', 'Dry run', 'Probelauf'),
  apply: label('Importeren', 'Importer', 'Import', 'Importieren'),
  started: label(
    'Gestart: het verslag staat onder CRM → CRM-synchronisaties.',
    'Lancé : le rapport est dans CRM → Synchronisations CRM.',
    'Started: its report is in CRM → CRM runs.',
    'Gestartet: der Bericht steht unter CRM → CRM-Läufe.',
  ),
  failed: label(
    'Starten mislukt. Probeer het opnieuw.',
    'Le lancement a échoué. Réessayez.',
    'Starting failed. Please try again.',
    'Starten fehlgeschlagen. Bitte erneut versuchen.',
  ),
}

type Mode = 'dry-run' | 'apply'

export function CrmSyncButtons() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const [busy, setBusy] = useState(false)
  if (!id) return null
  const req = { i18n: { language: i18n.language } }
  // A dry run reads the whole list; an import asks for the changes since the last one.
  const start = async (mode: Mode) => {
    setBusy(true)
    try {
      const response = await fetch(`/api/crm-connections/${id}/sync`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mode, full: mode === 'dry-run' }),
      })
      const body = (await response.json().catch(() => null)) as { message?: string } | null
      if (response.status === 202) toast.success(inLanguage(texts.started, req))
      else toast.error(body?.message ?? inLanguage(texts.failed, req))
    } catch {
      toast.error(inLanguage(texts.failed, req))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => start('dry-run')}>
        {inLanguage(texts.dryRun, req)}
      </Button>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => start('apply')}>
        {inLanguage(texts.apply, req)}
      </Button>
    </>
  )
}
