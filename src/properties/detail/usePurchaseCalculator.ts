'use client'

import { useEffect, useState } from 'react'

import { forgetTypedValues, typedValuesOf } from '@/lib/earlyInput'
import { purchaseEstimate, situationIn, situationsFor, type BuyerSituation, type Sale } from '@/purchase/costs'
import { readLandShare, readLoan, readRate, readYears } from '@/purchase/loanInputs'
import type { PurchaseRates } from '@/purchase/rates'

/** The calculator's form: one per page (the island carries typed text over by its id). */
export const PURCHASE_FORM_ID = 'purchase-form'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The calculator's inputs as typed (kept as text, so a wrong one can say what is wrong), what each reads
 * as, and the estimate they give; starting from what the visitor typed before the island's code came.
 */
export function usePurchaseCalculator({
  sale,
  rates,
  initial,
  locale,
}: {
  sale: Sale
  rates: PurchaseRates
  initial: { situation: BuyerSituation; day: string; loan: number; rate: number; years: number }
  locale: string
}) {
  const { region } = sale
  // What the visitor typed or chose in the server's markup before the code came (src/lib/earlyInput.ts).
  const [early] = useState(() => (typeof window === 'undefined' ? {} : typedValuesOf(PURCHASE_FORM_ID)))
  useEffect(() => forgetTypedValues(PURCHASE_FORM_ID), [])
  const decimal = (value: number) => String(value).replace('.', locale === 'en' ? '.' : ',')
  const [day, setDay] = useState(early.day ?? initial.day)
  const validDay = DAY.test(day) ? day : initial.day
  const [chosenSituation, setSituation] = useState<BuyerSituation>(() => {
    const checked =
      typeof document === 'undefined' ? null : document.querySelector<HTMLInputElement>(`#${PURCHASE_FORM_ID} input[type=radio]:checked`)
    const chosen = checked?.value as BuyerSituation | undefined
    return chosen && situationsFor(region, validDay).includes(chosen) ? chosen : initial.situation
  })
  // A situation the chosen day does not know (the 1 % rate after 2024) shows as the one the law applies.
  const situation = situationIn(region, chosenSituation, validDay)
  const [classesText, setClassesText] = useState(early.classes ?? '0')
  const [landText, setLandText] = useState(early.landShare ?? (sale.vat ? decimal(Math.round(sale.vat.landShare * 1000) / 10) : ''))
  const [loanText, setLoanText] = useState(early.loan ?? String(initial.loan))
  const [rateText, setRateText] = useState(early.rate ?? decimal(initial.rate))
  const [yearsText, setYearsText] = useState(early.years ?? String(initial.years))

  const landShare = sale.vat ? readLandShare(landText) : null
  const actualSale: Sale = sale.vat && landShare?.ok ? { ...sale, vat: { landShare: landShare.value / 100 } } : sale
  const choices = { situation, day: validDay, classesGained: Number(classesText) || 0 }
  // The purchase alone first: the loan's upper bound is the price plus these costs.
  const purchaseOnly = purchaseEstimate(actualSale, { ...choices, loan: 0, rate: 0, years: 0 }, rates)
  const loanMax = purchaseOnly.ok === false ? sale.price : purchaseOnly.purchase.total
  const loan = readLoan(loanText, loanMax)
  const rate = readRate(rateText)
  const years = readYears(yearsText)
  const loanOk = loan.ok && rate.ok && years.ok
  const estimate = purchaseEstimate(
    actualSale,
    { ...choices, loan: loan.ok ? loan.value : 0, rate: rate.ok ? rate.value : 0, years: years.ok ? years.value : 0 },
    rates,
  )
  return {
    /** Each typed number: its text, how to change it and what it reads as. */
    typed: {
      land: { text: landText, set: setLandText, read: landShare },
      loan: { text: loanText, set: setLoanText, read: loan },
      rate: { text: rateText, set: setRateText, read: rate },
      years: { text: yearsText, set: setYearsText, read: years },
    },
    day,
    setDay,
    validDay,
    situation,
    setSituation,
    classesText,
    setClassesText,
    loanMax,
    loanOk,
    estimate,
  }
}

export type PurchaseCalculator = ReturnType<typeof usePurchaseCalculator>
