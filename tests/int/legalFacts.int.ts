import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { getLocalI18n, type Payload, type PayloadRequest } from 'payload'

import { ORGANISATION_MESSAGES } from '../../src/lib/organisationChecks'
import { closePayload, testPayload } from './helpers/payload'

type Organisation = {
  vatNumber?: string | null
  bivNumber?: string | null
  insurer?: { name?: string | null; policyNumber?: string | null }
}

/**
 * Site settings › Organisation on a real database (issue 32, point 7): a company number that fails the
 * KBO's mod-97 check, a BIV number that is not six digits, an insurer without a policy number or a policy
 * number without its insurer are refused with the message in the admin's language; valid values are
 * stored in their official notation.
 */
describe('legalFacts.int.ts: the agency’s legal facts in Site settings', () => {
  let payload: Payload
  let before: Organisation

  beforeAll(async () => {
    payload = await testPayload()
    before = ((await payload.findGlobal({ slug: 'site-settings', depth: 0 })).organisation ?? {}) as Organisation
  })

  afterAll(async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        organisation: {
          vatNumber: before.vatNumber ?? null,
          bivNumber: before.bivNumber ?? null,
          insurer: { name: before.insurer?.name ?? null, policyNumber: before.insurer?.policyNumber ?? null },
        },
      },
    })
    await closePayload(payload)
  })

  /** A request in the admin language staff chose (what the admin's own requests carry). */
  const inLanguage = async (language: 'nl' | 'fr' | 'en') =>
    ({ i18n: await getLocalI18n({ config: payload.config, language }) }) as unknown as PayloadRequest

  /** The messages a refused save gives staff, field by field (Payload's ValidationError). */
  async function refusal(write: Promise<unknown>): Promise<Record<string, string>> {
    try {
      await write
    } catch (error) {
      const errors = (error as { data?: { errors?: Array<{ path: string; message: string }> } }).data?.errors ?? []
      return Object.fromEntries(errors.map((e) => [e.path, e.message]))
    }
    throw new Error('the write was not refused')
  }

  const save = async (organisation: Organisation, language: 'nl' | 'fr' | 'en' = 'nl') =>
    payload.updateGlobal({ slug: 'site-settings', data: { organisation }, req: await inLanguage(language) })

  const stored = async () => ((await payload.findGlobal({ slug: 'site-settings', depth: 0 })).organisation ?? {}) as Organisation

  it('stores valid numbers and the insurer with its policy, in their official notation', async () => {
    await save({ vatNumber: 'be0712345630', bivNumber: 'BIV 512345', insurer: { name: 'AXA Belgium nv', policyNumber: '730.390.160' } })
    expect(await stored()).toMatchObject({
      vatNumber: 'BE 0712.345.630',
      bivNumber: '512.345',
      insurer: { name: 'AXA Belgium nv', policyNumber: '730.390.160' },
    })
  })

  it('refuses a company number that fails the mod-97 check, in the admin’s language', async () => {
    // The seed's number until issue 32: 0712.345.678, whose check digits are 30.
    expect(await refusal(save({ vatNumber: 'BE 0712.345.678' }, 'nl'))).toEqual({
      'organisation.vatNumber': ORGANISATION_MESSAGES.enterpriseCheckDigits.nl,
    })
    expect((await refusal(save({ vatNumber: 'BE 0712.345.678' }, 'fr')))['organisation.vatNumber']).toBe(
      ORGANISATION_MESSAGES.enterpriseCheckDigits.fr,
    )
    expect((await refusal(save({ vatNumber: '0712.345' }, 'en')))['organisation.vatNumber']).toBe(ORGANISATION_MESSAGES.enterpriseFormat.en)
    expect((await refusal(save({ bivNumber: '51234' }, 'nl')))['organisation.bivNumber']).toBe(ORGANISATION_MESSAGES.biv.nl)
    expect((await stored()).vatNumber).toBe('BE 0712.345.630')
  })

  it('refuses an insurer without a policy number, and a policy number without its insurer', async () => {
    expect(await refusal(save({ insurer: { name: 'AXA Belgium nv', policyNumber: '' } }, 'nl'))).toEqual({
      'organisation.insurer.policyNumber': 'Geef ook het polisnummer: de site toont de verzekering alleen met beide.',
    })
    expect(await refusal(save({ insurer: { name: '', policyNumber: '730.390.160' } }, 'fr'))).toEqual({
      'organisation.insurer.name': ORGANISATION_MESSAGES.policyWithoutInsurer.fr,
    })
    expect(
      (await refusal(save({ insurer: { name: 'AXA Belgium nv', policyNumber: 'placeholder' } }, 'en')))[
        'organisation.insurer.policyNumber'
      ],
    ).toBe(ORGANISATION_MESSAGES.policyNumber.en)
    expect((await stored()).insurer).toMatchObject({ name: 'AXA Belgium nv', policyNumber: '730.390.160' })

    // Neither is allowed: the footer then has no insurer row.
    await save({ insurer: { name: null, policyNumber: null } })
    expect((await stored()).insurer).toMatchObject({ name: null, policyNumber: null })
  })
})
