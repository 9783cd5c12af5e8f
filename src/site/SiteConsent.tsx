'use client'

import { usePathname } from 'next/navigation'

import { ConsentDialog } from './consent/ConsentDialog'
import type { ConsentTexts } from './consent/consent'

/** The consent dialog of the shell, off on pages that set noCookiePopup (the layout lives across pages, the pathname tells which). */
export function SiteConsent({
  texts,
  policyHref,
  noCookiePopupPaths,
}: {
  texts: ConsentTexts
  policyHref: string
  noCookiePopupPaths: string[]
}) {
  const pathname = usePathname()
  return <ConsentDialog texts={texts} policyHref={policyHref} disabled={noCookiePopupPaths.includes(pathname)} />
}
