import type { MailServerState } from '../../email/mailServerState'
import type { AdminLanguage } from '../../i18n/adminLanguage'
import { WAITING_EMAILS } from './mailServer'
import { listHref } from './panel'
import { mailServerWarningTexts } from './texts'

interface Props {
  state: MailServerState
  language: AdminLanguage
  adminRoute: string
}

/**
 * Above the dashboard's "To do" panel when the mail server is down or not configured: what is wrong,
 * since when, how many e-mails wait and that they go out by themselves, and a link to them. An alert:
 * staff act on it (or tell the operator). Fixed colours in light and dark theme alike, dark brown on pale
 * amber, far above WCAG AA's 4.5:1.
 */
export function MailServerWarning({ state, language, adminRoute }: Props) {
  if (!state.problem) return null
  const texts = mailServerWarningTexts(state, language)
  return (
    <div
      role="alert"
      className="mail-server-warning"
      data-problem={state.problem}
      style={{
        marginBottom: 'calc(var(--base) * 1.5)',
        padding: 'var(--base)',
        background: '#fff4e0',
        color: '#4a2c00',
        border: '2px solid #a35a00',
        borderRadius: 4,
      }}
    >
      <p style={{ margin: 0, fontWeight: 700, color: 'inherit' }}>{texts.heading}</p>
      <p style={{ margin: 'calc(var(--base) / 4) 0 0', color: 'inherit' }}>
        {texts.problem} {texts.waiting}
      </p>
      <p style={{ margin: 'calc(var(--base) / 4) 0 0' }}>
        <a href={listHref(adminRoute, WAITING_EMAILS)} style={{ color: 'inherit', textDecoration: 'underline', fontWeight: 600 }}>
          {texts.link}
        </a>
      </p>
    </div>
  )
}
