/**
 * Resolves at the first sign that a person is on the page: a scroll, a wheel turn, a pointer moved or
 * pressed, a touch or a key. A page load that nobody acts on (a crawler, a tab opened in the background,
 * a speed audit) never sees one, so the islands that wait for it (src/site/deferredIsland.tsx) cost such a
 * load nothing; a visitor gives one within moments of arriving, usually before reaching for a control.
 *
 * A sign given before this code has loaded (a visitor scrolling while the page's scripts still arrive)
 * counts too: the inline script of visitorSignScript() notes it on the window from the first parse.
 */
const SIGNS = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown'] as const

/** The window property the inline script sets at the first sign. */
const EARLY_SIGN = '__visitorPresent'

let present: Promise<void> | null = null

export function visitorPresent(): Promise<void> {
  if (present) return present
  present = new Promise<void>((resolve) => {
    if ((window as unknown as Record<string, unknown>)[EARLY_SIGN] === true) return resolve()
    const seen = () => {
      for (const type of SIGNS) window.removeEventListener(type, seen, true)
      resolve()
    }
    for (const type of SIGNS) window.addEventListener(type, seen, { capture: true, passive: true })
  })
  return present
}

/** The inline script, at the top of the body, that notes a sign made before the page's code runs. */
export function visitorSignScript(): string {
  const signs = JSON.stringify(SIGNS)
  const flag = JSON.stringify(EARLY_SIGN)
  return [
    '(function(){',
    `var t=${signs},o={capture:true,passive:true};`,
    'function f(){window[' + flag + ']=true;for(var i=0;i<t.length;i++)window.removeEventListener(t[i],f,o);}',
    'for(var i=0;i<t.length;i++)window.addEventListener(t[i],f,o);',
    '})();',
  ].join('')
}
