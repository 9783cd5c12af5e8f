'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'

import type { DemandOptions } from '../data/demandOptions'
import { GoalField, TypeChoices } from '../forms/demand/Form'
import { RegionPicker } from '../forms/demand/RegionPicker'
import { TextField } from '../forms/shared/ui/Fields'
import { FormKitProvider, translatorFor } from '../forms/shared/ui/FormKit'
import type { ClientTexts } from '../i18n/clientTexts'
import type { DictionaryKey } from '../i18n/dictionary'
import type { Locale } from '../i18n/locales'
import { LogoutButton } from '../portal/LogoutButton'
import type { AccountDemand } from './api'
import { accountCriteriaSchema, type AccountCriteriaInput } from './schema'

interface Answer {
  ok?: boolean
  error?: DictionaryKey
  fields?: Record<string, DictionaryKey>
  demand?: AccountDemand
}

async function post(body: unknown): Promise<Answer> {
  try {
    const response = await fetch('/api/account/demand', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
    const answer = (await response.json().catch(() => ({}))) as Answer
    return response.ok || answer.error ? answer : { error: 'error.api' }
  } catch {
    return { error: 'error.api' }
  }
}

const asInput = (d: AccountDemand): AccountCriteriaInput => ({
  goal: d.goal,
  types: d.types.map(String) as never,
  cities: d.cities,
  minBedrooms: d.minBedrooms === null ? '' : String(d.minBedrooms),
  priceMin: d.priceMin === null ? '' : String(d.priceMin),
  priceMax: d.priceMax === null ? '' : String(d.priceMax),
})

/** "My search demand": the criteria of the register to edit, the alert subscription and the logout. */
export function DemandAccountView({
  locale,
  texts,
  demand,
  options,
  loginHref,
}: {
  locale: Locale
  texts: ClientTexts
  demand: AccountDemand
  options: DemandOptions
  loginHref: string
}) {
  const t = useMemo(() => translatorFor(texts), [texts])
  const [subscribed, setSubscribed] = useState(demand.subscribed)
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useForm<AccountCriteriaInput>({ resolver: zodResolver(accountCriteriaSchema) as never, defaultValues: asInput(demand) })
  const goal = useWatch({ control: form.control, name: 'goal' })
  const types = options.types.filter((type) => (goal === 'rent' ? type.rent : type.sale))

  const save = async (data: AccountCriteriaInput) => {
    setMessage(null)
    const answer = await post(data)
    if (answer.ok && answer.demand) {
      form.reset(asInput(answer.demand))
      setMessage({ kind: 'info', text: t('account.saved') })
      return
    }
    for (const [field, key] of Object.entries(answer.fields ?? {})) form.setError(field as never, { message: key })
    // A full load: the login page says why (?expired).
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (answer.error === 'login.sessionExpired') window.location.assign(`${loginHref}?expired=1`)
    setMessage({ kind: 'error', text: t(answer.error ?? 'error.api') })
  }

  const toggleAlerts = async () => {
    setBusy(true)
    const answer = await post({ subscribed: !subscribed })
    setBusy(false)
    if (answer.ok && answer.demand) setSubscribed(answer.demand.subscribed)
    else setMessage({ kind: 'error', text: t(answer.error ?? 'error.api') })
  }

  return (
    <div className="demand-account">
      <p>{t('account.greeting', { name: demand.firstName })}</p>
      <FormKitProvider value={{ id: 'account', locale, t, captchaVersion: 0 }}>
        <FormProvider {...form}>
          <form className="site-form demand-form" onSubmit={form.handleSubmit(save)} noValidate aria-labelledby="account-criteria-title">
            <h2 id="account-criteria-title">{t('account.criteria')}</h2>
            <div role="status" className={message ? `form-message form-message-${message.kind}` : 'form-message-empty'}>
              {message?.text}
            </div>
            <GoalField />
            <TypeChoices
              types={types}
              error={form.formState.errors.types?.message ? t(form.formState.errors.types.message as DictionaryKey) : null}
            />
            <TextField name="minBedrooms" label="demand.minBedrooms" type="number" inputMode="numeric" min="0" />
            <RegionPicker zones={options.zones} showMap />
            <p className="field-help">{t('demand.budgetHelp')}</p>
            <div className="field-row">
              <TextField name="priceMin" label="demand.priceMin" inputMode="numeric" />
              <TextField name="priceMax" label="demand.priceMax" inputMode="numeric" />
            </div>
            <button type="submit" className="button" disabled={form.formState.isSubmitting}>
              {t('account.save')}
            </button>
          </form>
        </FormProvider>
      </FormKitProvider>
      <section className="account-alerts" aria-labelledby="account-alerts-title">
        <h2 id="account-alerts-title">{t('account.alerts')}</h2>
        <p aria-live="polite">{subscribed ? t('account.subscribedOn') : t('account.subscribedOff')}</p>
        <button type="button" className="button button-secondary" onClick={toggleAlerts} disabled={busy}>
          {subscribed ? t('account.unsubscribe') : t('account.resubscribe')}
        </button>
      </section>
      <p>
        <LogoutButton label={t('account.logout')} loginHref={loginHref} endpoint="/api/account/logout" />
      </p>
    </div>
  )
}
