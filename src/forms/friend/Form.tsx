'use client'

import { submitSendToFriend } from './action'
import type { PropertyFormProps } from '../property/types'
import { TextField } from '../shared/ui/Fields'
import { useFormKit } from '../shared/ui/FormKit'
import { SiteForm } from '../shared/ui/SiteForm'
import { sendToFriendSchema } from './schema'

function Legend({ text }: { text: 'friend.yourDetails' | 'friend.friendDetails' }) {
  const { t } = useFormKit()
  return <legend>{t(text)}</legend>
}

/** Form 7: send the property to a friend (its e-mail carries the property and the sender's name, no free text). */
export function SendToFriendForm({ property, locale, texts, privacyHref }: PropertyFormProps) {
  return (
    <SiteForm
      id="send-to-friend"
      schema={sendToFriendSchema}
      action={submitSendToFriend}
      texts={texts}
      locale={locale}
      privacyHref={privacyHref}
      hidden={{ property: property.externalId }}
      defaultValues={{ property: property.externalId }}
    >
      <fieldset className="field-row">
        <Legend text="friend.yourDetails" />
        <TextField name="firstName" label="form.firstName" autoComplete="given-name" required />
        <TextField name="lastName" label="form.lastName" autoComplete="family-name" required />
        <TextField name="email" label="form.email" type="email" autoComplete="email" required />
      </fieldset>
      <fieldset className="field-row">
        <Legend text="friend.friendDetails" />
        <TextField name="friendFirstName" label="friend.firstName" autoComplete="off" required />
        <TextField name="friendLastName" label="friend.lastName" autoComplete="off" />
        <TextField name="friendEmail" label="friend.email" type="email" autoComplete="off" required />
      </fieldset>
    </SiteForm>
  )
}
