import { notFound, permanentRedirect } from 'next/navigation'

import { isLocale } from '@/i18n/locales'

/** A reset token as Payload makes it (random bytes in hex). */
const RESET_TOKEN = /^[0-9a-f]{20,128}$/i

type Props = { params: Promise<{ lang: string; token: string }> }

/**
 * Reset links mailed before the owner and demander flows became one carried the token in the path
 * (/nl/account/reset-password/<token>/). They stay good for their hour: one redirect to the page's
 * current form, the token in the query (src/auth/paths.ts).
 */
export default async function Page({ params }: Props) {
  const { lang, token } = await params
  // Payload's reset tokens are hex; anything else in the path was never a reset link.
  if (!isLocale(lang) || !RESET_TOKEN.test(token)) notFound()
  permanentRedirect(`/${lang}/account/reset-password/?token=${token}`)
}
