import { passwordResetTests } from './helpers/passwordReset'

/** Forgotten password of owners and demanders on a phone: one flow (helpers/passwordReset.ts). */
passwordResetTests()
