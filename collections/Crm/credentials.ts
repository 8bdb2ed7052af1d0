// Write-only credentials of a CRM connection (docs/crm-import.md): typed in the admin or sent
// through the API, encrypted into the hidden `secrets` field before anything is stored, and read
// back only as a mask. The credential fields themselves never hold a value in the database.
import type { CollectionAfterReadHook, CollectionBeforeChangeHook, Field } from 'payload'

import { label, type AdminLabel } from '@/fields/labels'
import { CREDENTIAL_MASK, encryptSecret } from '@/lib/crm/secrets'
import { CREDENTIAL_FIELDS, type CredentialField } from '@/lib/crm/connections'
import type { CrmProvider } from '@/lib/crm/types'

const credentialLabels: Record<CredentialField, AdminLabel> = {
  customerName: label('Klantnaam', 'Nom de client', 'Customer name', 'Kundenname'),
  customerPassword: label(
    'Klantwachtwoord',
    'Mot de passe client',
    'Customer password',
    'Kundenpasswort',
  ),
  username: label('Gebruikersnaam', "Nom d'utilisateur", 'Username', 'Benutzername'),
  password: label('Wachtwoord', 'Mot de passe', 'Password', 'Passwort'),
  clientId: label('Client-id', 'Identifiant client', 'Client id', 'Client-ID'),
  officeId: label('Kantoor-id', 'Identifiant agence', 'Office id', 'Büro-ID'),
  clientSecret: label('Clientgeheim', 'Secret client', 'Client secret', 'Client-Geheimnis'),
  webhookSecret: label(
    'Webhookgeheim (SweepBright)',
    'Secret du webhook (SweepBright)',
    'Webhook secret (SweepBright)',
    'Webhook-Geheimnis (SweepBright)',
  ),
}

const writeOnly = label(
  'Alleen-schrijven: na het bewaren nooit meer getoond. Typ een nieuwe waarde om te vervangen.',
  'En écriture seule : jamais réaffiché après l’enregistrement. Saisissez une nouvelle valeur pour remplacer.',
  'Write-only: never shown again after saving. Type a new value to replace it.',
  'Nur schreibbar: nach dem Speichern nie wieder angezeigt. Neuen Wert eingeben, um zu ersetzen.',
)

/** Which CRMs ask for each credential: the edit view shows only the chosen CRM's. */
const credentialProviders: Record<CredentialField, CrmProvider[]> = {
  customerName: ['omnicasa'],
  customerPassword: ['omnicasa'],
  username: ['whise'],
  password: ['whise'],
  clientId: ['whise', 'sweepbright'],
  officeId: ['whise'],
  clientSecret: ['sweepbright'],
  webhookSecret: ['sweepbright'],
}

export const credentialFields = (): Field[] =>
  CREDENTIAL_FIELDS.map((name) => ({
    name,
    type: 'text',
    label: credentialLabels[name],
    admin: {
      description: writeOnly,
      condition: (data) => credentialProviders[name].includes(data?.provider),
    },
  }))

export const secretsField: Field = { name: 'secrets', type: 'json', hidden: true }

/** Encrypts every newly typed credential into `secrets`; a mask or an empty value keeps the old one. */
export const encryptCredentials: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const stored = originalDoc?.id
    ? ((await req.payload.db.findOne({
        collection: 'crm-connections',
        where: { id: { equals: originalDoc.id } },
        req,
      })) as { secrets?: Record<string, string> } | null)
    : null
  const secrets: Record<string, string> = { ...(stored?.secrets ?? {}) }
  for (const name of CREDENTIAL_FIELDS) {
    const value = data[name]
    if (typeof value === 'string' && value !== '' && value !== CREDENTIAL_MASK)
      secrets[name] = encryptSecret(value)
    // The column holds the mask, never the value: answers and the admin show what is set.
    data[name] = secrets[name] ? CREDENTIAL_MASK : null
  }
  return { ...data, secrets }
}

/** Never more than the mask, whatever a row holds. */
export const maskCredentials: CollectionAfterReadHook = ({ doc }) => {
  const masked = { ...doc }
  delete masked.secrets
  for (const name of CREDENTIAL_FIELDS) masked[name] = doc[name] ? CREDENTIAL_MASK : null
  return masked
}
