'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useId, useRef, useState, useSyncExternalStore, type SyntheticEvent } from 'react'

import {
  ALL_CONSENT,
  CONSENT_CATEGORIES,
  CONSENT_DIALOG_ID,
  CONSENT_EVENT,
  NO_CONSENT,
  PENDING_PRESS_ATTRIBUTE,
  clearConsent,
  consentModeUpdate,
  consentSnapshot,
  readConsent,
  safeStorage,
  shouldClear,
  writeConsent,
  type ConsentChoice,
  type ConsentTexts,
  type EarlyPress,
} from './consent'
import { useStaffPreview } from './staffPreview'
import './consent.css'

function subscribeConsent(onChange: () => void) {
  window.addEventListener(CONSENT_EVENT, onChange)
  // Another tab choosing counts too.
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/**
 * The stored choice as consentSnapshot() gives it: null = not chosen yet; undefined while rendering
 * on the server and hydrating, so nothing consent-dependent is in the server HTML.
 */
export function useConsentSnapshot(): string | null | undefined {
  return useSyncExternalStore(
    subscribeConsent,
    () => consentSnapshot(safeStorage('localStorage')),
    () => undefined,
  )
}

function announce(choice: ConsentChoice | null) {
  window.gtag?.('consent', 'update', consentModeUpdate(choice ?? NO_CONSENT))
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }))
}

/** Stores the visitor's choice; the panel unmounts through useConsentSnapshot. */
function save(choice: ConsentChoice) {
  writeConsent(safeStorage('localStorage'), choice)
  announce(choice)
}

/**
 * The blocking cookie consent dialog (spec section 4). `disabled` is the page's noCookiePopup
 * (e.g. the cookie policy itself, which the dialog links to).
 *
 * The dialog is in the server HTML, closed; the inline script after it (ConsentOpener) opens it before
 * the first paint when no choice holds, so a first visitor is asked at once rather than when this code
 * has loaded, and a button pressed before then is carried out when it has.
 */
export function ConsentDialog(props: { texts: ConsentTexts; policyHref: string; disabled: boolean }) {
  return (
    <>
      {/* useSearchParams needs a Suspense boundary on statically rendered pages; the clearing renders nothing. */}
      <Suspense fallback={null}>
        <ClearOnRequest />
      </Suspense>
      <ConsentGate {...props} />
    </>
  )
}

/** `?setcookies` wipes the stored choice, so the dialog asks again. */
function ClearOnRequest() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  useEffect(() => {
    if (!shouldClear(search)) return
    clearConsent(safeStorage('localStorage'))
    announce(null)
  }, [pathname, search])
  return null
}

function ConsentGate({ texts, policyHref, disabled }: { texts: ConsentTexts; policyHref: string; disabled: boolean }) {
  const pathname = usePathname()
  const snapshot = useConsentSnapshot()
  // Staff previewing a page see it without the dialog; everyone else is asked as on any page.
  const staffPreview = useStaffPreview(pathname)

  // undefined (the server and hydration): the dialog is rendered closed, for the inline script to open.
  if (typeof snapshot === 'string' || disabled || staffPreview !== false) return null
  return <ConsentPanel texts={texts} policyHref={policyHref} ask={snapshot === null} />
}

function ConsentPanel({ texts, policyHref, ask }: { texts: ConsentTexts; policyHref: string; ask: boolean }) {
  const id = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [customising, setCustomising] = useState(false)
  const [draft, setDraft] = useState<ConsentChoice>(NO_CONSENT)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!ask || !dialog) return
    if (!dialog.open) {
      dialog.showModal()
      // The dialog itself takes focus, so a screen reader reads its title and text before any control.
      dialog.focus()
    }
    // A button pressed before this code ran, kept by the inline script.
    const pending = dialog.getAttribute(PENDING_PRESS_ATTRIBUTE) as EarlyPress | null
    dialog.removeAttribute(PENDING_PRESS_ATTRIBUTE)
    if (pending === 'all') save(ALL_CONSENT)
    else if (pending === 'none') save(NO_CONSENT)
    else if (pending === 'settings') setCustomising(true)
  }, [ask])

  // The dialog blocks the page until a choice is made: Escape must not dismiss it. `closedby`,
  // cancel and keydown cover current browsers; reopening on close covers any other way out.
  const preventDismiss = (event: SyntheticEvent) => event.preventDefault()
  const reopen = (event: SyntheticEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget
    if (dialog.isConnected && !readConsent(safeStorage('localStorage'))) dialog.showModal()
  }

  return (
    <dialog
      ref={dialogRef}
      id={CONSENT_DIALOG_ID}
      className="consent-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      tabIndex={-1}
      closedby="none"
      onCancel={preventDismiss}
      onKeyDown={(event) => event.key === 'Escape' && preventDismiss(event)}
      onClose={reopen}
    >
      <h2 id={`${id}-title`} className="consent-title">
        {texts.title}
      </h2>
      <p id={`${id}-intro`} className="consent-intro">
        {texts.intro}
      </p>
      <p className="consent-policy">
        <a href={policyHref}>{texts.policyLink}</a>
      </p>
      {customising && (
        <fieldset className="consent-categories">
          <legend className="consent-legend">{texts.settingsLegend}</legend>
          {CONSENT_CATEGORIES.map((category) => {
            const inputId = `${id}-${category}`
            return (
              <div className="consent-category" key={category}>
                <label className="consent-category-name" htmlFor={inputId}>
                  {texts.categories[category].name}
                </label>
                {category === 'necessary' ? (
                  <input
                    id={inputId}
                    className="consent-switch"
                    type="checkbox"
                    role="switch"
                    checked
                    disabled
                    readOnly
                    aria-describedby={`${inputId}-description`}
                  />
                ) : (
                  <input
                    id={inputId}
                    className="consent-switch"
                    type="checkbox"
                    role="switch"
                    checked={draft[category]}
                    // The toggles appear on request: move there instead of leaving focus on the button.
                    autoFocus={category === 'analytical'}
                    aria-describedby={`${inputId}-description`}
                    onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
                  />
                )}
                <p id={`${inputId}-description`} className="consent-category-description">
                  {texts.categories[category].description}
                  {category === 'necessary' && <strong className="consent-always-on"> {texts.alwaysOn}</strong>}
                </p>
              </div>
            )
          })}
        </fieldset>
      )}
      {/* data-consent-press (EARLY_PRESS_ATTRIBUTE): a press the inline script keeps when it comes before this code ran. */}
      <div className="consent-actions">
        <button type="button" className="consent-button" data-consent-press="none" onClick={() => save(NO_CONSENT)}>
          {texts.decline}
        </button>
        {customising ? (
          <button type="button" className="consent-button consent-button-secondary" onClick={() => save(draft)}>
            {texts.agreePartly}
          </button>
        ) : (
          <button
            type="button"
            className="consent-button consent-button-secondary"
            data-consent-press="settings"
            onClick={() => setCustomising(true)}
          >
            {texts.settings}
          </button>
        )}
        <button type="button" className="consent-button" data-consent-press="all" onClick={() => save(ALL_CONSENT)}>
          {texts.agree}
        </button>
      </div>
    </dialog>
  )
}
