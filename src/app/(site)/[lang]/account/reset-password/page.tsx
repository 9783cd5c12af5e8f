import type { Metadata } from 'next'

import { ResetPasswordPage } from '@/forms/password/ResetPasswordPage'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** A demander's new-password page (/nl/account/reset-password/?token=…; src/auth/paths.ts). */
export default function Page(props: Props) {
  return <ResetPasswordPage account="demands" {...props} />
}
