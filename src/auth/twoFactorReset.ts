import {
  headersWithCors,
  resetPasswordOperation,
  addDataAndFileToRequest,
  type CollectionAfterOperationHook,
  type Endpoint,
  type PayloadHandler,
} from 'payload'
import { generatePayloadCookie } from 'payload/shared'

/**
 * Payload's reset-password logs the account in: the e-mailed link alone would open a session past the
 * second factor. For an account with one, the password is set and the answer carries no session (the
 * REST handler below sets no cookie; GraphQL and the local API get no token): the login with the new
 * password then asks for the code.
 */
export const withoutSessionWhenEnrolled: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  if (operation !== 'resetPassword') return result
  const answer = result as { token?: string; user?: { id?: number | string } }
  const id = answer?.user?.id
  if (id === undefined) return result
  const stored = await req.payload.db.findOne<{ id: number | string; totpEnabled?: boolean | null }>({
    collection: 'users',
    where: { id: { equals: id } },
  })
  if (!stored?.totpEnabled) return result
  return { ...answer, token: undefined }
}

/** POST /api/users/reset-password: Payload's handler, with a cookie only when the operation gave a token. */
const resetPassword: PayloadHandler = async (req) => {
  await addDataAndFileToRequest(req)
  const collection = req.payload.collections.users
  const result = await resetPasswordOperation({
    collection,
    data: {
      password: typeof req.data?.password === 'string' ? req.data.password : '',
      token: typeof req.data?.token === 'string' ? req.data.token : '',
    },
    req,
  })
  const headers = new Headers()
  if (result.token) {
    headers.set(
      'Set-Cookie',
      generatePayloadCookie({
        collectionAuthConfig: collection.config.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token: result.token,
      }) as string,
    )
  }
  return Response.json(
    { message: req.t('authentication:passwordResetSuccessfully'), ...result },
    { status: 200, headers: headersWithCors({ headers, req }) },
  )
}

export const resetPasswordEndpoint: Endpoint = { path: '/reset-password', method: 'post', handler: resetPassword }
