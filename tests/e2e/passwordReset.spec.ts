import { passwordResetTests } from './helpers/passwordReset'

/** Forgotten password of owners and demanders on a desktop: one flow (helpers/passwordReset.ts). */
passwordResetTests()
