// At the top of the form-texts global: the texts written in one language and still empty in
// another, where visitors of that language read the interface's default text meanwhile.
import type { Payload, UIFieldServerProps } from 'payload'

import { kindLabels } from '@collections/Submissions'
import { inLanguage, label } from '@/fields/labels'
import { untranslatedFormTexts, type FormTextKey } from '@/lib/forms/formTexts'

const texts = {
  title: label('Nog te vertalen', 'À traduire', 'To translate', 'Noch zu übersetzen'),
  none: label(
    'Elke ingevulde tekst bestaat in alle talen.',
    'Chaque texte rempli existe dans toutes les langues.',
    'Every text filled in exists in every language.',
    'Jeder ausgefüllte Text existiert in allen Sprachen.',
  ),
  intro: label(
    'Deze teksten ontbreken nog in een taal; bezoekers in die taal lezen de standaardtekst:',
    'Ces textes manquent encore dans une langue ; les visiteurs de cette langue lisent le texte par défaut :',
    'These texts are still missing in a language; visitors in that language read the default text:',
    'Diese Texte fehlen noch in einer Sprache; Besucher in dieser Sprache lesen den Standardtext:',
  ),
}

const textLabels: Record<FormTextKey, ReturnType<typeof label>> = {
  successText: label(
    'Tekst bij succes',
    'Texte en cas de succès',
    'Success text',
    'Text bei Erfolg',
  ),
  errorText: label('Tekst bij fout', "Texte en cas d'erreur", 'Error text', 'Text bei Fehler'),
  thankYouText: label(
    'Tekst van de bedankpagina',
    'Texte de la page de remerciement',
    'Thank-you page text',
    'Text der Dankesseite',
  ),
}

export const formTextsToTranslate = async (payload: Payload) =>
  untranslatedFormTexts(
    (await payload.findGlobal({
      slug: 'form-texts',
      locale: 'all',
      depth: 0,
    })) as unknown as Record<string, unknown>,
  )

export async function FormTextsTranslationStatus({ payload, i18n }: UIFieldServerProps) {
  const req = { i18n: { language: i18n?.language } }
  const missing = await formTextsToTranslate(payload)
  return (
    <div className="form-texts-translation-status" style={{ marginBottom: 'var(--base)' }}>
      <h3 style={{ margin: '0 0 0.5rem' }}>{inLanguage(texts.title, req)}</h3>
      {missing.length ? (
        <>
          <p style={{ margin: '0 0 0.5rem' }}>{inLanguage(texts.intro, req)}</p>
          <ul>
            {missing.map(({ kind, text, missing: languages }) => (
              <li key={`${kind}-${text}`}>
                {inLanguage(kindLabels[kind], req)} – {inLanguage(textLabels[text], req)}:{' '}
                <strong>{languages.map((code) => code.toUpperCase()).join(', ')}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p style={{ margin: 0 }}>{inLanguage(texts.none, req)}</p>
      )}
    </div>
  )
}
