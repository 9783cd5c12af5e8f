'use client'

import { useEffect, useState } from 'react'

import { clientTranslator, type ClientTexts } from '../../i18n/clientTexts'
import type { Locale } from '../../i18n/locales'
import { onSheetRequest, type SheetForm } from '../contactBar/contactSheet'
import { Sheet } from '../contactBar/Sheet'
import { ProjectInfoForm } from './Form'

interface ProjectContactProps {
  project: number
  title: string
  locale: Locale
  texts: ClientTexts
  privacyHref: string | null
}

/**
 * A project's form: in its place on the page, or as a sheet over it when the phone's contact bar asks
 * (issue 37 point 1): "ask a question" opens it as it is, "book a visit" with a visit asked for in the
 * message. One form at a time (the two would share their fields' ids).
 */
export function ProjectContact(props: ProjectContactProps) {
  const t = clientTranslator(props.texts)
  const [sheet, setSheet] = useState<SheetForm | null>(null)
  useEffect(() => onSheetRequest(setSheet), [])
  useEffect(() => {
    if (sheet) document.getElementById('project-sheet-heading')?.focus()
  }, [sheet])
  const form = (initialMessage?: string) => (
    <ProjectInfoForm
      project={props.project}
      locale={props.locale}
      texts={props.texts}
      privacyHref={props.privacyHref}
      initialMessage={initialMessage}
    />
  )
  if (!sheet) return <div className="project-contact-form">{form()}</div>
  return (
    <div className="project-contact-form">
      <Sheet labelledBy="project-sheet-heading" onClose={() => setSheet(null)}>
        <section className="property-form-panel">
          <button type="button" className="panel-close" onClick={() => setSheet(null)}>
            {t('form.close')}
          </button>
          <h2 id="project-sheet-heading" tabIndex={-1}>
            {t(sheet === 'visit' ? 'contactBar.visitTitle' : 'contactBar.askTitle')}
          </h2>
          <p className="form-about">{t('propertyForm.about', { title: props.title })}</p>
          {form(sheet === 'visit' ? t('contactBar.visitMessage') : undefined)}
        </section>
      </Sheet>
    </div>
  )
}
