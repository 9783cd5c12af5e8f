import { z } from 'zod'

/**
 * Zod 4 probes `Function("")` once to decide whether it may compile its parsers; under the site's
 * Content-Security-Policy (no 'unsafe-eval', issue 13.9) the probe is refused and the browser reports
 * a violation. Jitless parsing is what it falls back to anyway: say so up front, so nothing is probed.
 * Imported by src/forms/shared/fields.ts, which every form schema builds on.
 */
z.config({ jitless: true })
