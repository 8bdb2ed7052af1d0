'use client'
// In an owner's edit view: send the invitation to the owner portal (POST /api/owners/:id/invite).
// The answer's message, in the staff member's language, shows next to the button.
import { Button, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { inLanguage, label } from '@/fields/labels'

const texts = {
  invite: label(
    'Uitnodigen voor het eigenaarsportaal',
    'Inviter au portail propriétaire',
    'Invite to the owner portal',
    'Zum Eigentümerportal einladen',
  ),
  failed: label(
    'Versturen mislukt. Probeer het opnieuw.',
    "L'envoi a échoué. Réessayez.",
    'Sending failed. Please try again.',
    'Senden fehlgeschlagen. Bitte erneut versuchen.',
  ),
}

export function InviteOwnerButton() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  if (!id) return null
  const req = { i18n: { language: i18n.language } }
  const invite = async () => {
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch(`/api/owners/${id}/invite`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Accept-Language': i18n.language },
      })
      const body = (await response.json().catch(() => null)) as { message?: string } | null
      setMessage(body?.message ?? inLanguage(texts.failed, req))
    } catch {
      setMessage(inLanguage(texts.failed, req))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={invite}>
        {inLanguage(texts.invite, req)}
      </Button>
      <span role="status">{message}</span>
    </div>
  )
}
