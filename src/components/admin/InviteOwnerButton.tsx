'use client'
// In an owner's edit view: send the invitation to the owner portal (POST /api/owners/:id/invite).
// The answer's message, in the staff member's language, shows as the admin's own toast: success
// in green, a refusal (no e-mail address) or a failure as an error.
import { Button, toast, useDocumentInfo, useTranslation } from '@payloadcms/ui'
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
  if (!id) return null
  const req = { i18n: { language: i18n.language } }
  const invite = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/owners/${id}/invite`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Accept-Language': i18n.language },
      })
      const body = (await response.json().catch(() => null)) as { message?: string } | null
      const message = body?.message ?? inLanguage(texts.failed, req)
      if (response.ok) toast.success(message)
      else toast.error(message)
    } catch {
      toast.error(inLanguage(texts.failed, req))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button buttonStyle="secondary" size="small" disabled={busy} onClick={invite}>
      {inLanguage(texts.invite, req)}
    </Button>
  )
}
