import { expect, test, type Page } from '@playwright/test'

import { acceptCookies } from './helpers/site'
import { seriousAxeViolations, WCAG_AA } from './helpers/axe'

/**
 * The demander's account in the browser, in Dutch: a demand registered through the register, then
 * logging in at /nl/account/, changing the criteria, the alerts off and on again, logging out.
 */

const PASSWORD = 'Zoeker-2026!'

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

const uniqueEmail = () => `account-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.be`

async function registerDemand(page: Page, email: string) {
  await page.goto('/nl/ik-zoek/')
  await expect(page.getByText('Al geregistreerd?')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in op uw zoekopdracht' })).toHaveAttribute('href', '/nl/account/')
  const form = page.locator('form#demand')
  await form.getByRole('radio', { name: 'Kopen' }).check()
  await form.getByRole('checkbox', { name: 'Huis' }).check()
  await form.getByRole('button', { name: 'Volgende' }).click()
  await form.getByPlaceholder('Zoek een gemeente').fill('mol')
  await form.getByRole('checkbox', { name: 'Mol [2400]' }).check()
  await form.getByRole('button', { name: 'Volgende' }).click()
  await form.getByLabel('Maximumprijs (€)').fill('300000')
  await form.getByRole('button', { name: 'Volgende' }).click()
  await form.getByLabel('Aanspreking').selectOption('ms')
  await form.getByLabel('Voornaam').fill('Lies')
  await form.getByLabel('Achternaam').fill('Janssens')
  await form.getByLabel('E-mailadres').fill(email)
  await form.getByLabel('Wachtwoord', { exact: false }).first().fill(PASSWORD)
  await form.getByLabel('Bevestig het wachtwoord').fill(PASSWORD)
  await form.getByRole('button', { name: 'Zoekopdracht registreren' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/ik-zoek\/$/)
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/nl/account/')
  const form = page.getByRole('form', { name: 'Inloggen' })
  await form.getByLabel('E-mailadres').fill(email)
  await form.getByLabel('Wachtwoord').fill(password)
  await form.getByRole('button', { name: 'Inloggen' }).click()
}

async function axeSerious(page: Page) {
  // As on the register: overlapping markers of neighbouring towns; the checkbox list is the equivalent.
  return seriousAxeViolations(page, { tags: WCAG_AA, exclude: ['.region-map-canvas .leaflet-marker-pane'] })
}

test('a registered demander logs in, changes the criteria, switches the alerts off and on, and logs out', async ({ page }) => {
  const email = uniqueEmail()
  await registerDemand(page, email)

  await logIn(page, email, 'Verkeerd-2026!')
  await expect(page.getByRole('form', { name: 'Inloggen' }).getByRole('alert')).toHaveText(
    'Het e-mailadres en/of wachtwoord is niet correct',
  )
  await expect(page.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute('href', '/nl/account/forgot-password/')
  expect(await axeSerious(page)).toEqual([])

  await logIn(page, email)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn zoekopdracht')
  const criteria = page.getByRole('form', { name: 'Mijn criteria' })
  await expect(criteria.getByRole('radio', { name: 'Kopen' })).toBeChecked()
  await expect(criteria.getByRole('checkbox', { name: 'Huis' })).toBeChecked()
  await expect(criteria.getByRole('checkbox', { name: 'Mol [2400]' })).toBeChecked()
  await expect(criteria.getByLabel('Maximumprijs (€)')).toHaveValue('300000')
  expect(await axeSerious(page)).toEqual([])

  // Without a zone the spec's message, and nothing is saved.
  await criteria.getByRole('checkbox', { name: 'Mol [2400]' }).uncheck()
  await criteria.getByRole('button', { name: 'Criteria opslaan' }).click()
  await expect(criteria.getByText('Kies minstens één regio')).toBeVisible()

  // Another town and another budget.
  await criteria.getByPlaceholder('Zoek een gemeente').fill('lommel')
  await criteria.getByRole('checkbox', { name: 'Lommel [3920]' }).check()
  await criteria.getByLabel('Minimumprijs (€)').fill('200.000')
  await criteria.getByLabel('Maximumprijs (€)').fill('350000')
  await criteria.getByRole('button', { name: 'Criteria opslaan' }).click()
  await expect(criteria.getByRole('status').filter({ hasText: 'opgeslagen' })).toHaveText('Uw zoekopdracht is opgeslagen.')

  await page.reload()
  await expect(criteria.getByRole('checkbox', { name: 'Lommel [3920]' })).toBeChecked()
  await expect(criteria.getByRole('checkbox', { name: 'Mol [2400]' })).not.toBeChecked()
  await expect(criteria.getByLabel('Minimumprijs (€)')).toHaveValue('200000')
  await expect(criteria.getByLabel('Maximumprijs (€)')).toHaveValue('350000')

  // Alerts off, kept after a reload, and on again.
  await page.getByRole('button', { name: 'Geen e-mails meer' }).click()
  await expect(page.getByText('U krijgt geen e-mails over deze zoekopdracht.')).toBeVisible()
  await page.reload()
  await page.getByRole('button', { name: 'Opnieuw e-mails ontvangen' }).click()
  await expect(page.getByText('U krijgt een e-mail zodra een pand bij uw zoekopdracht past.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Geen e-mails meer' })).toBeVisible()

  await page.getByRole('button', { name: 'Uitloggen' }).click()
  await expect(page.getByRole('form', { name: 'Inloggen' }).getByRole('alert')).toHaveText('U bent uitgelogd.')
  await page.goto('/nl/account/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn zoekopdracht: inloggen')
})
