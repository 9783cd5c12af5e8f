'use client'
/* eslint-disable @typescript-eslint/no-require-imports -- the server renders islands with a synchronous require (src/site/deferredIsland.tsx) */

import { deferredIsland } from '../site/deferredIsland'

/** The owner login form as an island (src/site/deferredIsland.tsx, see src/forms/chunks.tsx). */
export const LoginForm = deferredIsland(
  'login-form',
  () => import('./LoginForm').then((m) => m.LoginForm),
  typeof window === 'undefined' ? () => require('./LoginForm').LoginForm : null,
)
