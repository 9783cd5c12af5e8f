import type { DictionaryKey } from '../i18n/dictionary'

/** What the portal's route handlers answer (src/portal/api.ts): dictionary keys, never raw errors. */
export interface PortalAnswer {
  ok?: boolean
  redirect?: string
  error?: DictionaryKey
  values?: Record<string, string | number>
  fields?: Record<string, DictionaryKey>
}

export async function postJson(url: string, body: unknown): Promise<PortalAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
    const answer = (await response.json().catch(() => ({}))) as PortalAnswer
    if (!response.ok && !answer.error) return { error: 'error.api' }
    return answer
  } catch {
    return { error: 'error.api' }
  }
}
