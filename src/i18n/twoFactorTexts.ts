import type { AdminLanguage } from './adminLanguage'

/**
 * The staff second factor's texts (the admin's login step, the enrolment page, the server's answers),
 * in the admin's three languages. Payload's admin runs in Dutch by default.
 */
export const TWO_FACTOR_TEXTS = {
  codeRequired: {
    nl: 'Geef de code van zes cijfers uit uw authenticator-app (of een herstelcode).',
    fr: 'Saisissez le code à six chiffres de votre application d’authentification (ou un code de secours).',
    en: 'Enter the six-digit code from your authenticator app (or a recovery code).',
  },
  codeWrong: {
    nl: 'Deze code klopt niet of werd al gebruikt.',
    fr: 'Ce code est incorrect ou a déjà été utilisé.',
    en: 'This code is not right or was used already.',
  },
  code: { nl: 'Code (of herstelcode)', fr: 'Code (ou code de secours)', en: 'Code (or recovery code)' },
  email: { nl: 'E-mail', fr: 'E-mail', en: 'Email' },
  password: { nl: 'Wachtwoord', fr: 'Mot de passe', en: 'Password' },
  login: { nl: 'Inloggen', fr: 'Connexion', en: 'Login' },
  forgot: { nl: 'Wachtwoord vergeten?', fr: 'Mot de passe oublié ?', en: 'Forgot password?' },
  loginFailed: {
    nl: 'Het e-mailadres of wachtwoord is niet correct.',
    fr: 'L’adresse e-mail ou le mot de passe est incorrect.',
    en: 'The email or password provided is incorrect.',
  },
  tryLater: {
    nl: 'Te veel pogingen. Probeer opnieuw over {seconds} s.',
    fr: 'Trop de tentatives. Réessayez dans {seconds} s.',
    en: 'Too many attempts. Try again in {seconds} s.',
  },
  title: { nl: 'Tweestapsverificatie', fr: 'Authentification à deux facteurs', en: 'Two-factor authentication' },
  mustEnrol: {
    nl: 'Uw account vereist tweestapsverificatie. Stel ze eerst in: tot dan kunt u niets anders in de beheeromgeving.',
    fr: 'Votre compte exige l’authentification à deux facteurs. Configurez-la d’abord : d’ici là, rien d’autre n’est accessible.',
    en: 'Your account requires two-factor authentication. Set it up first: until then nothing else in the admin is available.',
  },
  optional: {
    nl: 'Tweestapsverificatie is aangeraden: na uw wachtwoord vraagt de login dan een code uit een app op uw telefoon.',
    fr: 'L’authentification à deux facteurs est conseillée : après le mot de passe, la connexion demande un code d’une application sur votre téléphone.',
    en: 'Two-factor authentication is recommended: after your password, the login then asks a code from an app on your phone.',
  },
  enabled: {
    nl: 'Tweestapsverificatie staat aan. Herstelcodes over: {left}.',
    fr: 'L’authentification à deux facteurs est active. Codes de secours restants : {left}.',
    en: 'Two-factor authentication is on. Recovery codes left: {left}.',
  },
  start: { nl: 'Instellen', fr: 'Configurer', en: 'Set up' },
  scan: {
    nl: 'Scan deze QR-code met een authenticator-app (Google Authenticator, Microsoft Authenticator, 1Password…), of typ de sleutel hieronder.',
    fr: 'Scannez ce code QR avec une application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password…), ou tapez la clé ci-dessous.',
    en: 'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the key below.',
  },
  secretLabel: { nl: 'Sleutel', fr: 'Clé', en: 'Key' },
  confirm: { nl: 'Bevestigen', fr: 'Confirmer', en: 'Confirm' },
  confirmCode: {
    nl: 'Code uit de app (6 cijfers)',
    fr: 'Code de l’application (6 chiffres)',
    en: 'Code from the app (6 digits)',
  },
  recoveryTitle: { nl: 'Herstelcodes', fr: 'Codes de secours', en: 'Recovery codes' },
  recoveryOnce: {
    nl: 'Bewaar deze codes op een veilige plek: ze worden maar één keer getoond. Elke code werkt één keer, in plaats van een code uit de app.',
    fr: 'Conservez ces codes en lieu sûr : ils ne sont affichés qu’une fois. Chaque code fonctionne une fois, à la place d’un code de l’application.',
    en: 'Keep these codes somewhere safe: they are shown once only. Each works once, instead of a code from the app.',
  },
  continue: { nl: 'Verder naar de beheeromgeving', fr: 'Continuer vers l’administration', en: 'Continue to the admin' },
  disable: { nl: 'Uitschakelen', fr: 'Désactiver', en: 'Turn off' },
  disabled: {
    nl: 'Tweestapsverificatie staat uit.',
    fr: 'L’authentification à deux facteurs est désactivée.',
    en: 'Two-factor authentication is off.',
  },
  reset: {
    nl: 'Tweestapsverificatie wissen',
    fr: 'Réinitialiser l’authentification à deux facteurs',
    en: 'Reset two-factor authentication',
  },
  resetDone: {
    nl: 'Gewist: deze medewerker stelt ze opnieuw in bij de volgende login.',
    fr: 'Réinitialisée : ce membre du personnel la reconfigure à sa prochaine connexion.',
    en: 'Reset: this staff member sets it up again at their next login.',
  },
  alreadyEnabled: {
    nl: 'Tweestapsverificatie staat al aan: schakel ze eerst uit.',
    fr: 'L’authentification à deux facteurs est déjà active : désactivez-la d’abord.',
    en: 'Two-factor authentication is on already: turn it off first.',
  },
  notStarted: {
    nl: 'Start de instelling opnieuw.',
    fr: 'Recommencez la configuration.',
    en: 'Start the set-up again.',
  },
  staffOnly: { nl: 'Alleen voor medewerkers.', fr: 'Réservé au personnel.', en: 'Staff only.' },
  navLink: { nl: 'Tweestapsverificatie', fr: 'Deux facteurs', en: 'Two-factor' },
  settingLabel: {
    nl: 'Tweestapsverificatie verplicht voor redacteurs',
    fr: 'Authentification à deux facteurs obligatoire pour les rédacteurs',
    en: 'Two-factor authentication required for editors',
  },
  settingDescription: {
    nl: 'Beheerders moeten ze altijd gebruiken. Aan: ook redacteurs stellen ze in bij hun volgende login.',
    fr: 'Les administrateurs doivent toujours l’utiliser. Activé : les rédacteurs la configurent aussi à leur prochaine connexion.',
    en: 'Admins always need it. On: editors set it up at their next login too.',
  },
  securityTab: { nl: 'Beveiliging', fr: 'Sécurité', en: 'Security' },
} as const

export type TwoFactorTextKey = keyof typeof TWO_FACTOR_TEXTS

/** A text in the admin's language, `{name}` filled from `values`. */
export function twoFactorText(key: TwoFactorTextKey, lang: AdminLanguage, values: Record<string, string | number> = {}): string {
  return TWO_FACTOR_TEXTS[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
}
