// The words of the connection panel (CrmConnectionPanel), in the four admin languages.
import { label } from '@/fields/labels'

export const panelTexts = {
  heading: label('Synchronisatie', 'Synchronisation', 'Sync', 'Synchronisierung'),
  saveFirst: label(
    'Bewaar de koppeling om ze te testen en te synchroniseren.',
    'Enregistrez la connexion pour la tester et la synchroniser.',
    'Save the connection to test and sync it.',
    'Speichern Sie die Verbindung, um sie zu testen und zu synchronisieren.',
  ),
  check: label(
    'Verbinding testen',
    'Tester la connexion',
    'Test the connection',
    'Verbindung testen',
  ),
  dryRun: label(
    'Proefrun (niets gewijzigd)',
    'Essai (rien modifié)',
    'Dry run (nothing changed)',
    'Probelauf (nichts geändert)',
  ),
  apply: label('Importeren', 'Importer', 'Import', 'Importieren'),
  started: label('Run gestart.', 'Synchronisation lancée.', 'Run started.', 'Lauf gestartet.'),
  busy: label(
    'Er loopt al een run van deze koppeling.',
    'Une synchronisation de cette connexion est déjà en cours.',
    'A run of this connection is already going.',
    'Ein Lauf dieser Verbindung läuft bereits.',
  ),
  dryRunFirst: label(
    'Doe eerst een geslaagde proefrun en lees het verslag.',
    'Faites d’abord un essai réussi et lisez son rapport.',
    'Run a successful dry run first and read its report.',
    'Führen Sie zuerst einen erfolgreichen Probelauf durch und lesen Sie den Bericht.',
  ),
  failed: label(
    'Mislukt. Probeer het opnieuw.',
    'Échec. Réessayez.',
    'Failed. Please try again.',
    'Fehlgeschlagen. Bitte erneut versuchen.',
  ),
  lastRun: label('Laatste run', 'Dernière synchronisation', 'Last run', 'Letzter Lauf'),
  noRun: label('Nog geen run.', 'Aucune synchronisation.', 'No run yet.', 'Noch kein Lauf.'),
  running: label('Bezig…', 'En cours…', 'Running…', 'Läuft…'),
  allRuns: label(
    'Alle runs en hun verslag',
    'Toutes les synchronisations et leur rapport',
    'All runs and their reports',
    'Alle Läufe und ihre Berichte',
  ),
  webhook: label('Webhookadres', 'Adresse du webhook', 'Webhook address', 'Webhook-Adresse'),
  webhookHelp: label(
    'Geef dit adres aan SweepBright, met het webhookgeheim dat u bewaarde in plaats van {secret}.',
    'Donnez cette adresse à SweepBright, avec le secret du webhook enregistré à la place de {secret}.',
    'Give this address to SweepBright, with the webhook secret you saved in place of {secret}.',
    'Geben Sie diese Adresse an SweepBright, mit dem gespeicherten Webhook-Geheimnis anstelle von {secret}.',
  ),
  modes: {
    'dry-run': label('proefrun', 'essai', 'dry run', 'Probelauf'),
    apply: label('import', 'import', 'import', 'Import'),
  },
  statuses: {
    running: label('bezig', 'en cours', 'running', 'läuft'),
    succeeded: label('geslaagd', 'réussie', 'succeeded', 'erfolgreich'),
    failed: label('mislukt', 'échouée', 'failed', 'fehlgeschlagen'),
    stopped: label(
      'gestopt (zie het verslag)',
      'arrêtée (voir le rapport)',
      'stopped (see the report)',
      'angehalten (siehe Bericht)',
    ),
  },
  counts: {
    created: label('nieuw', 'créés', 'created', 'neu'),
    updated: label('gewijzigd', 'modifiés', 'updated', 'geändert'),
    unchanged: label('ongewijzigd', 'inchangés', 'unchanged', 'unverändert'),
    withdrawn: label('ingetrokken', 'retirés', 'withdrawn', 'zurückgezogen'),
    failed: label('mislukt', 'échecs', 'failed', 'fehlgeschlagen'),
    photosDownloaded: label("foto's", 'photos', 'photos', 'Fotos'),
  },
}

export type RunSummary = {
  id: number | string
  mode: keyof typeof panelTexts.modes
  status: keyof typeof panelTexts.statuses
  startedAt?: string | null
  message?: string | null
  counts?: Partial<Record<keyof typeof panelTexts.counts, number | null>> | null
}
