import type { Locator } from '@playwright/test'

/** The seed's vacancy page, with the job application form (form 10). */
export const VACANCY_PATH = '/nl/vacatures/regio-noord-limburg/'

/** A PDF by its first bytes (the form's magic-byte check passes) but cut off: no xref, no %%EOF. */
export const DAMAGED_PDF = {
  name: 'cv.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n1 0 obj<< /Type /Catalog /Pages 2 0 R >>endobj\n2 0 obj<< /Kids ['),
}

/** Fills the job application's person fields and motivation as a visitor does; the CV is the test's own. */
export async function fillJobApplicant(form: Locator, email: string, motivation = 'Ik ken de regio.'): Promise<void> {
  await form.getByLabel('Aanspreking').selectOption('mr')
  await form.getByLabel('Voornaam').fill('Tom')
  await form.getByLabel('Achternaam').fill('Peeters')
  await form.getByLabel('E-mailadres').fill(email)
  await form.getByLabel('Telefoonnummer').fill('0475 12 34 56')
  await form.getByLabel('Uw motivatie').fill(motivation)
}
