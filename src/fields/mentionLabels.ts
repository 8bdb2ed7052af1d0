// The admin's words for the mandatory mentions of a listing (the check before publishing, the
// administrator's setting per rule): the mention's name and the tab of the edit view holding it.
import type { MentionRuleId } from '@/lib/domain'

import { label, type AdminLabel } from './labels'

export const mentionLabels: Record<MentionRuleId | 'region', AdminLabel> = {
  epcScore: label(
    'EPC-score (kWh/m²·jaar)',
    'Score PEB (kWh/m²·an)',
    'EPC score (kWh/m²·year)',
    'EPC-Kennwert (kWh/m²·Jahr)',
  ),
  epcCode: label(
    'Unieke code van het energieattest',
    'Numéro unique du certificat PEB',
    'Unique code of the energy certificate',
    'Eindeutige Nummer des Energieausweises',
  ),
  energyClass: label('Energieklasse', 'Classe énergétique', 'Energy class', 'Energieklasse'),
  primaryEnergy: label(
    'Primair energieverbruik (kWh/m²·jaar)',
    'Consommation d’énergie primaire (kWh/m²·an)',
    'Primary energy use (kWh/m²·year)',
    'Primärenergieverbrauch (kWh/m²·Jahr)',
  ),
  co2: label(
    'CO2-uitstoot (kg/m²·jaar)',
    'Émissions de CO2 (kg/m²·an)',
    'CO2 emissions (kg/m²·year)',
    'CO2-Emissionen (kg/m²·Jahr)',
  ),
  specificConsumption: label(
    'Specifiek primair energieverbruik (kWh/m²·jaar)',
    'Consommation spécifique d’énergie primaire (kWh/m²·an)',
    'Specific primary energy use (kWh/m²·year)',
    'Spezifischer Primärenergieverbrauch (kWh/m²·Jahr)',
  ),
  totalConsumption: label(
    'Totaal primair energieverbruik (kWh/jaar)',
    'Consommation totale d’énergie primaire (kWh/an)',
    'Total primary energy use (kWh/year)',
    'Gesamter Primärenergieverbrauch (kWh/Jahr)',
  ),
  buildingPermit: label(
    'Stedenbouwkundige vergunning',
    "Permis d'urbanisme",
    'Planning permit',
    'Baugenehmigung',
  ),
  zoning: label(
    'Stedenbouwkundige bestemming',
    'Affectation urbanistique',
    'Planning zone',
    'Planungsrechtliche Widmung',
  ),
  summons: label(
    'Dagvaarding of handhavingsmaatregel',
    'Citation ou mesure de maintien',
    'Summons or enforcement measure',
    'Vorladung oder Durchsetzungsmaßnahme',
  ),
  preemptionRight: label(
    'Voorkooprecht',
    'Droit de préemption',
    'Pre-emption right',
    'Vorkaufsrecht',
  ),
  allotmentPermit: label(
    'Verkavelingsvergunning',
    'Permis de lotir',
    'Subdivision permit',
    'Parzellierungsgenehmigung',
  ),
  floodPScore: label(
    'P-score overstroming (perceel)',
    'Score P d’inondation (parcelle)',
    'Flood P-score (plot)',
    'Hochwasser-P-Score (Grundstück)',
  ),
  floodGScore: label(
    'G-score overstroming (gebouw)',
    'Score G d’inondation (bâtiment)',
    'Flood G-score (building)',
    'Hochwasser-G-Score (Gebäude)',
  ),
  rent: label('Gepubliceerde huurprijs', 'Loyer publié', 'Published rent', 'Veröffentlichte Miete'),
  charges: label('Gemeenschappelijke lasten', 'Charges communes', 'Common charges', 'Nebenkosten'),
  region: label(
    'Postcode (bepaalt het gewest)',
    'Code postal (détermine la région)',
    'Postcode (decides the region)',
    'Postleitzahl (bestimmt die Region)',
  ),
}

/** The edit view's tab that holds a field, by the field path's first step. */
export const mentionTabs: Record<string, AdminLabel> = {
  epc: label(
    'Energie en attesten',
    'Énergie et certificats',
    'Energy and certificates',
    'Energie und Zertifikate',
  ),
  flood: label(
    'Energie en attesten',
    'Énergie et certificats',
    'Energy and certificates',
    'Energie und Zertifikate',
  ),
  urbanism: label(
    'Stedenbouw en juridisch',
    'Urbanisme et juridique',
    'Urbanism and legal',
    'Städtebau und Recht',
  ),
  price: label('Algemeen', 'Général', 'General', 'Allgemein'),
  finance: label('Financieel', 'Finances', 'Finance', 'Finanzen'),
  zip: label('Ligging', 'Localisation', 'Location', 'Lage'),
}

export const complianceTexts = {
  title: label(
    'Controle vóór publicatie',
    'Contrôle avant publication',
    'Check before publishing',
    'Prüfung vor der Veröffentlichung',
  ),
  missing: label(
    'Verplichte vermeldingen die ontbreken:',
    'Mentions obligatoires manquantes :',
    'Mandatory mentions missing:',
    'Fehlende Pflichtangaben:',
  ),
  complete: label(
    'Alle verplichte vermeldingen zijn ingevuld.',
    'Toutes les mentions obligatoires sont remplies.',
    'All mandatory mentions are filled in.',
    'Alle Pflichtangaben sind ausgefüllt.',
  ),
  blocks: label(
    'blokkeert publicatie',
    'bloque la publication',
    'blocks publishing',
    'blockiert die Veröffentlichung',
  ),
  warns: label('waarschuwing', 'avertissement', 'warning', 'Warnung'),
  requiredToPublish: label(
    'verplichte vermelding, vul in om te publiceren',
    'mention obligatoire, à remplir pour publier',
    'mandatory mention, fill in to publish',
    'Pflichtangabe, zum Veröffentlichen ausfüllen',
  ),
  warn: label('Waarschuwen', 'Avertir', 'Warn', 'Warnen'),
  block: label(
    'Publicatie blokkeren',
    'Bloquer la publication',
    'Block publishing',
    'Veröffentlichung blockieren',
  ),
  quality: label('Kwaliteit', 'Qualité', 'Listing quality', 'Qualität'),
}
