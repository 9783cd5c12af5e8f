import type { Metadata } from 'next'

import { ResetPasswordPage } from '@/forms/password/ResetPasswordPage'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** An owner's new-password page (/nl/portaal/nieuw-wachtwoord/?token=…; src/auth/paths.ts). */
export default function Page(props: Props) {
  return <ResetPasswordPage account="owners" {...props} />
}
