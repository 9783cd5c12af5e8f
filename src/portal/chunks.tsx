'use client'

import dynamic from 'next/dynamic'

/** The owner login form in a chunk of its own (see src/forms/chunks.tsx). */
export const LoginForm = dynamic(() => import('./LoginForm').then((m) => m.LoginForm))
