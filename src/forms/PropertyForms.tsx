'use client'

import { useEffect, useState } from 'react'

import { onSheetRequest } from './contactBar/contactSheet'
import { Sheet } from './contactBar/Sheet'
import { clientTranslator } from '../i18n/clientTexts'
import type { DictionaryKey } from '../i18n/dictionary'
import { DocumentsForm } from './documents/Form'
import { SendToFriendForm } from './friend/Form'
import { PropertyInfoForm } from './info/Form'
import { OfferForm } from './offer/Form'
import { RentalApplicationForm } from './rental/Form'
import { VisitForm } from './visit/Form'
import { formsFor, type PropertyFormKind as Kind } from './property/kinds'
import type { PropertyFormProps } from './property/types'

const FORMS: Record<Kind, { label: DictionaryKey; Form: (props: PropertyFormProps) => React.ReactNode }> = {
  visit: { label: 'detail.askVisit', Form: VisitForm },
  info: { label: 'detail.askInfo', Form: PropertyInfoForm },
  documents: { label: 'detail.askDocuments', Form: DocumentsForm },
  friend: { label: 'detail.sendToFriend', Form: SendToFriendForm },
  offer: { label: 'detail.makeOffer', Form: OfferForm },
  rental: { label: 'propertyForm.applyRent', Form: RentalApplicationForm },
}

/**
 * The detail page's action buttons (spec "Property detail": ask for a visit, more info, documents,
 * send to friend, offer or rental application), each opening its form in a panel below. A link to
 * #visit (etc.) opens that form; the phone's contact bar opens the visit or info form as a sheet.
 */
export function PropertyForms(props: PropertyFormProps) {
  const t = clientTranslator(props.texts)
  const kinds = formsFor(props.property.goal)
  const [open, setOpen] = useState<Kind | null>(null)
  // Opened from the phone's contact bar: the form shows as a sheet over the page (issue 37 point 1).
  const [sheet, setSheet] = useState(false)

  useEffect(() => {
    const fromHash = window.location.hash.slice(1) as Kind
    // Reading the URL happens in the browser only: the page itself is cached HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (kinds.includes(fromHash)) setOpen(fromHash)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(
    () =>
      onSheetRequest((form) => {
        setSheet(true)
        setOpen(form)
      }),
    [],
  )
  useEffect(() => {
    if (open) document.getElementById('property-form-heading')?.focus()
  }, [open, sheet])
  const close = () => {
    setOpen(null)
    setSheet(false)
  }

  const Active = open ? FORMS[open].Form : null
  // One panel, in its place below the buttons or in the sheet: never both (their fields share ids).
  const panel = (kind: Kind, Form: (typeof FORMS)[Kind]['Form']) => (
    <section className="property-form-panel" aria-labelledby="property-form-heading">
      <button type="button" className="panel-close" onClick={close}>
        {t('form.close')}
      </button>
      <h2 id="property-form-heading" tabIndex={-1}>
        {t(FORMS[kind].label)}
      </h2>
      <p className="form-about">{t('propertyForm.about', { title: props.property.title })}</p>
      <Form key={kind} {...props} />
    </section>
  )
  return (
    <div className="property-forms">
      <ul>
        {kinds.map((kind, index) => (
          <li key={kind}>
            <button
              type="button"
              className={index === 0 ? 'button' : index === 1 ? 'button secondary' : 'link-button'}
              aria-expanded={open === kind}
              aria-controls="property-form-panel"
              onClick={() => {
                setSheet(false)
                setOpen(open === kind ? null : kind)
              }}
            >
              {t(FORMS[kind].label)}
            </button>
          </li>
        ))}
      </ul>
      <div id="property-form-panel">{open && Active && !sheet && panel(open, Active)}</div>
      {open && Active && sheet && (
        <Sheet labelledBy="property-form-heading" onClose={close}>
          {panel(open, Active)}
        </Sheet>
      )}
    </div>
  )
}
