import type { DefaultServerCellComponentProps } from 'payload'

import { emailKindLabel } from '../../../collections/Emails/kinds'
import { adminLanguage } from '../../i18n/adminLanguage'

/** The outbox list's "Kind" column in words (collections/Emails/kinds.ts). A server component, as list cells are. */
export function EmailKindCell(props: DefaultServerCellComponentProps) {
  return <span>{emailKindLabel(props.cellData as string | null, adminLanguage(props.i18n?.language))}</span>
}
