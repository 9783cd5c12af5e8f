/** Automated tests may switch the spam check off with CAPTCHA_DISABLED=1; read at every call so a test may switch it on. */
export function captchaDisabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.CAPTCHA_DISABLED === '1' || env.CAPTCHA_DISABLED === 'true'
}

/**
 * CAPTCHA_DISABLED=1 is for automated tests only; a production server that has it set says so loudly
 * at every start, so nobody leaves the forms open to bots unnoticed.
 */
export function warnWhenCaptchaDisabled(
  logger: { warn: (message: string) => void },
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (!captchaDisabled(env) || env.NODE_ENV !== 'production') return false
  const line = '!'.repeat(78)
  logger.warn(
    `\n${line}\n!! CAPTCHA_DISABLED is set: the visitor forms accept submissions WITHOUT the spam check (ALTCHA).\n!! This is meant for automated tests only. Unset CAPTCHA_DISABLED in production.\n${line}`,
  )
  return true
}
