import { expect, test, type Page } from '@playwright/test'

import { liveForm } from './helpers/islands'
import { fillJobApplicant, VACANCY_PATH } from './helpers/jobApplication'
import { acceptCookies } from './helpers/site'
import { seriousAxeViolations, WCAG_AA } from './helpers/axe'

/**
 * Part B visitor forms in the browser (issue forms 5, 6, 12): the demand register's steps with a zone
 * picked on the map, the unsubscribe page, the newsletter and a job application, in Dutch.
 * CAPTCHA_DISABLED=1 in the test server, as in scripts/test.sh.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.be`

async function axeSerious(page: Page) {
  // The map's markers of neighbouring towns overlap at the region's zoom; WCAG 2.5.8's "equivalent"
  // exception applies: the checkbox list next to the map does the same with full-size targets.
  return seriousAxeViolations(page, { tags: WCAG_AA, exclude: ['.region-map-canvas .leaflet-marker-pane'] })
}

test('demand register: steps forward and back, a zone picked on the map, the thank-you page', async ({ page }) => {
  await page.goto('/nl/ik-zoek/')
  const form = page.locator('form#demand')
  await expect(form.getByText('Stap 1 van 4')).toBeVisible()

  // Next without answers: the spec's messages, and the step stays.
  await form.getByRole('button', { name: 'Volgende' }).click()
  await expect(form.getByText('Kies kopen of huren')).toBeVisible()
  await expect(form.getByText('Kies minstens één type pand')).toBeVisible()
  await expect(form.getByText('Stap 1 van 4')).toBeVisible()

  await form.getByRole('radio', { name: 'Kopen' }).check()
  // The answered question's message goes away (and the boxes below move up) before the next click.
  await expect(form.getByText('Kies kopen of huren')).toHaveCount(0)
  await form.getByRole('checkbox', { name: 'Huis' }).check()
  await form.getByLabel('Minimum aantal slaapkamers').fill('2')
  await form.getByRole('button', { name: 'Volgende' }).click()

  // Step 2: the map draws a marker per town even without tiles (no internet here).
  await expect(form.getByRole('heading', { name: 'In welke regio?' })).toBeFocused()
  await form.getByRole('button', { name: 'Volgende' }).click()
  await expect(form.getByText('Kies minstens één regio')).toBeVisible()
  const lommel = form.locator('.zone-pin[title="Lommel [3920]"]')
  await expect(lommel).toBeVisible()
  await lommel.click()
  await expect(form.getByRole('checkbox', { name: 'Lommel [3920]' })).toBeChecked()
  // One town is singular (an ICU plural, src/i18n/texts/demand.ts).
  await expect(form.getByText('1 gemeente gekozen', { exact: true })).toBeVisible()
  // The keyboard path: the list, filtered.
  await form.getByPlaceholder('Zoek een gemeente').fill('mol')
  await form.getByRole('checkbox', { name: 'Mol [2400]' }).check()
  await expect(lommel).toHaveClass(/zone-pin-selected/)
  await form.getByRole('button', { name: 'Volgende' }).click()

  // Step 3, then back to step 2 (choices kept) and forward again.
  await form.getByLabel('Maximumprijs (€)').fill('350.000')
  await form.getByLabel('Minimumprijs (€)').fill('400000')
  await form.getByRole('button', { name: 'Volgende' }).click()
  await expect(form.getByText('De maximumprijs moet hoger zijn dan de minimumprijs')).toBeVisible()
  await form.getByLabel('Minimumprijs (€)').fill('200000')
  await form.getByRole('button', { name: 'Vorige' }).click()
  await expect(form.getByText('Stap 2 van 4')).toBeVisible()
  await expect(form.getByText('2 gemeenten gekozen')).toBeVisible()
  await form.getByRole('button', { name: 'Volgende' }).click()
  await expect(form.getByLabel('Minimumprijs (€)')).toHaveValue('200000')
  await form.getByRole('button', { name: 'Volgende' }).click()

  // Step 4: contact data and the account password.
  await expect(form.getByText('Stap 4 van 4')).toBeVisible()
  await form.getByLabel('Aanspreking').selectOption('ms')
  await form.getByLabel('Voornaam').fill('Lies')
  await form.getByLabel('Achternaam').fill('Janssens')
  await form.getByLabel('E-mailadres').fill(unique('ikzoek'))
  await form.getByLabel('Wachtwoord', { exact: false }).first().fill('Zoeker-2026!')
  await form.getByLabel('Bevestig het wachtwoord').fill('Anders-2026!')
  await form.getByRole('button', { name: 'Zoekopdracht registreren' }).click()
  await expect(form.getByText('De wachtwoorden komen niet overeen')).toBeVisible()
  await form.getByLabel('Bevestig het wachtwoord').fill('Zoeker-2026!')
  await form.getByRole('button', { name: 'Zoekopdracht registreren' }).click()

  // The form's server action stores the demand, then redirects to the thank-you page, rendered then for the first time:
  // on a busy machine the action alone took 4.6 s (clean run), and the page its own render.
  await expect(page).toHaveURL(/\/nl\/bedankt\/ik-zoek\/$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw zoekopdracht is geregistreerd')
})

test('axe finds no serious or critical violations on the demand register, on its map step too', async ({ page }) => {
  await page.goto('/nl/ik-zoek/')
  expect(await axeSerious(page)).toEqual([])
  const form = page.locator('form#demand')
  await form.getByRole('radio', { name: 'Huren' }).check()
  await form.getByRole('checkbox', { name: 'Appartement' }).check()
  await form.getByRole('button', { name: 'Volgende' }).click()
  await expect(form.locator('.zone-pin').first()).toBeVisible()
  expect(await axeSerious(page)).toEqual([])
})

test('an unsubscribe link that was tampered with says so and offers no button', async ({ page }) => {
  await page.goto('/nl/unsubscribe/12.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uitschrijven')
  await expect(page.locator('main').getByRole('alert')).toHaveText(/Deze uitschrijflink is niet geldig/)
  await expect(page.getByRole('button', { name: 'Ja, schrijf mij uit' })).toHaveCount(0)
})

test('newsletter sign-up under the blog lands on its thank-you page', async ({ page }) => {
  await page.goto('/nl/blog/')
  // An island under the blog: its code loads as the visitor comes near, and a press before that sends nothing.
  const form = await liveForm(page.locator('form#newsletter'))
  await form.getByRole('button', { name: 'Inschrijven' }).click()
  await expect(form.getByText('E-mailadres is verplicht')).toBeVisible()
  await form.getByLabel('Voornaam').fill('Anne')
  await form.getByLabel('E-mailadres').fill(unique('nieuwsbrief'))
  await form.getByRole('button', { name: 'Inschrijven' }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/sign-newsletter\/$/)
})

test('job application with a PDF CV on the vacancy page', async ({ page }) => {
  // Spec section 2: the vacancy article of the seed.
  await page.goto(VACANCY_PATH)
  const form = page.locator('form#job-application')
  await fillJobApplicant(form, unique('sollicitant'), 'Ik ken de regio als mijn broekzak.')
  // A text file named .pdf is refused by its content.
  await form
    .getByLabel('Uw cv (PDF)')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') })
  await form.getByRole('button', { name: 'Sollicitatie versturen' }).click()
  await expect(form.getByText('Dit bestandstype is niet toegestaan')).toBeVisible()
  const pdf =
    '%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer<< /Size 2 /Root 1 0 R >>\nstartxref\n39\n%%EOF\n'
  await form.getByLabel('Uw cv (PDF)').setInputFiles({ name: 'Mijn CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) })
  await form.getByRole('button', { name: 'Sollicitatie versturen' }).click()
  await expect(page.getByRole('status')).toHaveText('Bedankt voor uw sollicitatie. Wij nemen snel contact met u op.')
})
