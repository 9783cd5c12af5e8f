/**
 * The first sign that a person is on the page: a scroll, a wheel turn, a pointer moved or pressed, a touch
 * or a key. A page load that nobody acts on (a crawler, a tab opened in the background, a speed audit)
 * never sees one, so the islands that wait for it (src/site/deferredIsland.tsx) cost such a load nothing; a
 * visitor gives one within moments of arriving, usually before reaching for a control.
 *
 * The rule has one home, the inline script of visitorSignScript() at the top of every page's body: it
 * listens from the first parse, so a sign given while the page's scripts still arrive counts too, and it
 * marks the window and tells the page's code (VISITOR_EVENT). A pointer "moving" without changing place
 * is no sign: the browser sends one after a layout change under a resting cursor, on a page nobody
 * touches as well.
 */
const SIGNS = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown'] as const

/** The window property the inline script sets at the first sign. */
export const PRESENT_FLAG = '__visitorPresent'
/** The window event the inline script dispatches at the first sign. */
export const VISITOR_EVENT = 'visitor-present'

let present: Promise<void> | null = null

/** Resolves at the first sign of a person, given before or after this code loaded. */
export function visitorPresent(): Promise<void> {
  present ??= new Promise<void>((resolve) => {
    if ((window as unknown as Record<string, unknown>)[PRESENT_FLAG] === true) resolve()
    else window.addEventListener(VISITOR_EVENT, () => resolve(), { once: true })
  })
  return present
}

/** The inline script, at the top of the body, that watches for the first sign (see above). */
export function visitorSignScript(): string {
  return [
    '(function(){',
    `var t=${JSON.stringify(SIGNS)},o={capture:true,passive:true},at=null;`,
    'function f(e){',
    // A pointermove counts once the pointer is somewhere else than where it was first seen.
    "if(e.type==='pointermove'){var p=e.clientX+','+e.clientY;if(at===null||at===p){at=p;return;}}",
    `window[${JSON.stringify(PRESENT_FLAG)}]=true;`,
    'for(var i=0;i<t.length;i++)window.removeEventListener(t[i],f,o);',
    `window.dispatchEvent(new Event(${JSON.stringify(VISITOR_EVENT)}));`,
    '}',
    'for(var i=0;i<t.length;i++)window.addEventListener(t[i],f,o);',
    '})();',
  ].join('')
}
