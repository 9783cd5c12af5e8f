import { expect, type Locator } from '@playwright/test'

/**
 * Forms, sliders, the gallery and the list screen are islands (src/site/deferredIsland.tsx): their code
 * loads when the visitor comes near them. A test goes there as the visitor does, then waits until the
 * live component is in place.
 */
export async function liveForm(form: Locator, timeout = 20_000): Promise<Locator> {
  // The live form replaces the server's markup the moment it comes near: a scroll caught in between
  // meets a detached element and goes again.
  await expect(async () => {
    await form.scrollIntoViewIfNeeded({ timeout: 2_000 })
    await expect(form).toHaveAttribute('data-ready', 'true', { timeout: 2_000 })
  }).toPass({ timeout })
  return form
}
