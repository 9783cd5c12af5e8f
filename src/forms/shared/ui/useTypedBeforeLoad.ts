'use client'

import { useEffect, useState } from 'react'

import { forgetTypedValues, restoreChosenFiles, typedValuesOf } from '../../../lib/earlyInput'

/**
 * What the visitor typed into the server-rendered form `id` before its code loaded, read once; the
 * island's own record of it is then forgotten and files already chosen are put back in their fields.
 */
export function useTypedBeforeLoad(id: string): Record<string, string> {
  const [typed] = useState(() => (typeof window === 'undefined' ? {} : typedValuesOf(id)))
  useEffect(() => {
    forgetTypedValues(id)
    const form = document.getElementById(id)
    if (form instanceof HTMLFormElement) restoreChosenFiles(form)
  }, [id])
  return typed
}
